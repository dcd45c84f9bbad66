import { z } from 'zod';
import type { NovaPoshtaClient } from '../../drivers/novaposhta';

/**
 * Nova Poshta's return service of a waybill (`AdditionalServiceGeneral`, as the NP documentation
 * has it): whether the original may go back, the reasons, and the return order, on whose basis
 * NP makes the return waybill (`LastCreatedOnTheBasisNumber` of the original in tracking).
 */
const request = (apiKey: string, calledMethod: string, methodProperties: Record<string, unknown>) => ({
  apiKey,
  modelName: 'AdditionalServiceGeneral',
  calledMethod,
  methodProperties,
});

const ref = z.object({ Ref: z.string().min(1) });

export interface ReturnOrder {
  ref: string;
  number: string;
  /** The return TTN when NP already made it, else null (the tracking job reads it later). */
  ttn: string | null;
}

/**
 * Orders the return of the original waybill `ttn` to the address NP offers for it (the seller's
 * branch it was sent from), paid in cash by the seller, with the first reason NP lists. `phone` is
 * the buyer's (the original's recipient) for tracking with full details.
 */
export async function orderReturnAtNovaPoshta(
  client: NovaPoshtaClient,
  apiKey: string,
  { ttn, phone, note }: { ttn: string; phone: string; note: string },
): Promise<ReturnOrder> {
  const refs = z.array(ref).min(1);
  const [address] = (await client.call(request(apiKey, 'CheckPossibilityCreateReturn', { Number: ttn }), refs)).data;
  const [reason] = (await client.call(request(apiKey, 'getReturnReasons', {}), refs, { cache: true })).data;
  const subtypes = request(apiKey, 'getReturnReasonsSubtypes', { ReasonRef: reason!.Ref });
  const [subtype] = (await client.call(subtypes, refs, { cache: true })).data;
  const save = request(apiKey, 'save', {
    IntDocNumber: ttn,
    PaymentMethod: 'Cash',
    Reason: reason!.Ref,
    SubtypeReason: subtype!.Ref,
    Note: note,
    OrderType: 'orderCargoReturn',
    ReturnAddressRef: address!.Ref,
  });
  const [saved] = (
    await client.call(save, z.array(ref.extend({ Number: z.string().min(1) })).min(1), { idempotent: false })
  ).data;
  return { ref: saved!.Ref, number: saved!.Number, ttn: await returnTtnOf(client, apiKey, { ttn, phone }) };
}

/** The return waybill NP made on the basis of `ttn`, or null while there is none. */
export async function returnTtnOf(
  client: NovaPoshtaClient,
  apiKey: string,
  { ttn, phone }: { ttn: string; phone: string },
): Promise<string | null> {
  const [status] = (await client.getTrackingStatus(apiKey, [{ number: ttn, phone }])).data;
  return status?.lastCreatedOnTheBasisNumber || null;
}

/**
 * Cancels the return order `ref` (`AdditionalServiceGeneral.delete`, answering `[{Number}]`): NP
 * allows it until the return parcel is handed over, and refuses it (`success:false`) after. Not
 * retried on an unclear failure (a second delete of a deleted order would be refused).
 */
export async function cancelReturnOrderAtNovaPoshta(client: NovaPoshtaClient, apiKey: string, ref: string) {
  const deleted = request(apiKey, 'delete', { Ref: ref });
  await client.call(deleted, z.array(z.object({ Number: z.string() })).min(1), { idempotent: false });
}
