import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import {
  NP_WAREHOUSES_LIMIT,
  type NpAddress,
  type NpContactPerson,
  type NpCounterparty,
  type NpSettlement,
  type NpWarehouse,
  type NpWarehouseType,
  type SenderResponse,
  type SenderSettings,
  type SenderSettingsRequest,
  type npWarehousesQuery,
} from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { NovaPoshtaClient } from '../../drivers/novaposhta';
import { failValidation } from '../../errors';
import { deliveriesText } from './deliveries.messages';
import { warehouseTypeName } from './warehouse-types';
import { recordSenderChange } from './deliveries.activity';
import {
  deliveriesRepository,
  type DeliveriesRepository,
  type SenderDraft,
  type SenderRow,
} from './deliveries.repository';
import { presentKey, senderState, type NpKeysService } from './np-keys.service';

/** NP lists phones as `380671234567` (sometimes several, comma-separated): the first one, as E.164. */
export function e164Phone(phones: string): string {
  const first = phones.split(/[,;\s]+/).find(Boolean) ?? '';
  const digits = first.replace(/\D/g, '');
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  return first;
}

function presentSender(row: SenderRow): SenderSettings {
  return {
    key_id: row.keyId,
    counterparty_ref: row.counterpartyRef,
    counterparty_name: row.counterpartyName,
    contact_ref: row.contactRef,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    city_ref: row.cityRef,
    city_name: row.cityName,
    kind: row.kind,
    warehouse_ref: row.warehouseRef,
    warehouse_name: row.warehouseName,
    address_ref: row.addressRef,
    address_text: row.addressText,
    updated_at: row.updatedAt.toISOString(),
  };
}

const sameRef = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Sender settings and the Nova Poshta look-ups behind their pickers, all through the default key. */
export function senderService({
  db,
  repo,
  client,
  keys,
}: {
  db: Db;
  repo: DeliveriesRepository;
  client: NovaPoshtaClient;
  keys: NpKeysService;
}) {
  return {
    async counterparties(supplierId: number, search: string | undefined, locale: Locale): Promise<NpCounterparty[]> {
      const { data } = await keys.withDefaultKey(supplierId, locale, (apiKey) =>
        client.getCounterparties(apiKey, {
          counterpartyProperty: 'Sender',
          page: 1,
          findByString: search || undefined,
        }),
      );
      return data.map((c) => ({
        ref: c.ref,
        description: c.description,
        city_ref: c.cityRef,
        edrpou: c.edrpou,
        counterparty_type: c.counterpartyType,
        ownership_form: c.ownershipFormDescription,
      }));
    },

    async contactPersons(supplierId: number, counterpartyRef: string, locale: Locale): Promise<NpContactPerson[]> {
      const { data } = await keys.withDefaultKey(supplierId, locale, (apiKey) =>
        client.getCounterpartyContactPersons(apiKey, { ref: counterpartyRef, page: 1 }),
      );
      return data.map((c) => ({ ref: c.ref, description: c.description, phone: e164Phone(c.phones), email: c.email }));
    },

    async addresses(supplierId: number, counterpartyRef: string, locale: Locale): Promise<NpAddress[]> {
      const { data } = await keys.withDefaultKey(supplierId, locale, (apiKey) =>
        client.getCounterpartyAddresses(apiKey, { ref: counterpartyRef, counterpartyProperty: 'Sender' }),
      );
      return data.map((a) => ({ ref: a.ref, description: a.description, city_ref: a.cityRef }));
    },

    /** Settlements where Nova Poshta delivers (those without a DeliveryCity are left out). */
    async settlements(supplierId: number, search: string, locale: Locale): Promise<NpSettlement[]> {
      const { data } = await keys.withDefaultKey(supplierId, locale, (apiKey) =>
        client.searchSettlements(apiKey, { cityName: search, limit: 20, page: 1 }),
      );
      return data.flatMap((s) =>
        s.cityRef
          ? [
              {
                settlement_ref: s.settlementRef,
                city_ref: s.cityRef,
                present: s.present,
                name: s.mainDescription,
                area: s.area,
                warehouses: s.warehouses,
              },
            ]
          : [],
      );
    },

    async warehouses(
      supplierId: number,
      query: z.output<typeof npWarehousesQuery>,
      locale: Locale,
    ): Promise<{ data: NpWarehouse[]; total: number }> {
      const { data, totalCount } = await keys.withDefaultKey(supplierId, locale, (apiKey) =>
        client.getWarehouses(apiKey, {
          cityRef: query.city_ref,
          typeOfWarehouseRef: query.type_ref ?? undefined,
          findByString: query.search || undefined,
          page: 1,
          limit: NP_WAREHOUSES_LIMIT,
        }),
      );
      return {
        data: data.map((w) => ({
          ref: w.ref,
          number: String(w.number),
          description: w.description,
          short_address: w.shortAddress,
          type_ref: w.typeOfWarehouse,
          category: w.category,
        })),
        total: totalCount ?? data.length,
      };
    },

    async warehouseTypes(supplierId: number, locale: Locale): Promise<NpWarehouseType[]> {
      const { data } = await keys.withDefaultKey(supplierId, locale, (apiKey) => client.getWarehouseTypes(apiKey));
      return data.map((t) => ({ ref: t.ref, description: warehouseTypeName(t.ref, t.description, locale) }));
    },

    async get(supplierId: number): Promise<SenderResponse> {
      const [key, sender] = await Promise.all([repo.keys.findDefault(supplierId), repo.sender.find(supplierId)]);
      return {
        state: senderState(key, sender),
        key: key ? presentKey(key) : null,
        data: sender ? presentSender(sender) : null,
      };
    },

    /**
     * Checks every Ref with Nova Poshta through the default key and stores the names Nova Poshta
     * gives them; a Ref it does not know is a 422 on that field.
     */
    async save(supplierId: number, body: SenderSettingsRequest, locale: Locale) {
      const draft = await keys.withDefaultKey(supplierId, locale, async (apiKey, key): Promise<SenderDraft> => {
        const [counterparties, contacts, cities, place] = await Promise.all([
          client.getCounterparties(apiKey, { counterpartyProperty: 'Sender', page: 1 }),
          client.getCounterpartyContactPersons(apiKey, { ref: body.counterparty_ref, page: 1 }),
          client.getCities(apiKey, { ref: body.city_ref }),
          body.kind === 'warehouse'
            ? client
                .getWarehouses(apiKey, { cityRef: body.city_ref })
                .then((r) => ({ kind: 'warehouse' as const, ...r }))
            : client
                .getCounterpartyAddresses(apiKey, { ref: body.counterparty_ref, counterpartyProperty: 'Sender' })
                .then((r) => ({ kind: 'address' as const, ...r })),
        ]);
        const errors: Record<string, string[]> = {};
        const counterparty = counterparties.data.find((c) => sameRef(c.ref, body.counterparty_ref));
        if (!counterparty) errors.counterparty_ref = [deliveriesText(locale, 'sender_counterparty_unknown')];
        const contact = contacts.data.find((c) => sameRef(c.ref, body.contact_ref));
        if (!contact) errors.contact_ref = [deliveriesText(locale, 'sender_contact_unknown')];
        const city = cities.data.find((c) => sameRef(c.ref, body.city_ref));
        if (!city) errors.city_ref = [deliveriesText(locale, 'sender_city_unknown')];
        let warehouse: { ref: string; name: string } | null = null;
        let address: { ref: string; text: string } | null = null;
        if (place.kind === 'warehouse' && body.kind === 'warehouse') {
          const found = place.data.find((w) => sameRef(w.ref, body.warehouse_ref) && sameRef(w.cityRef, body.city_ref));
          if (found) warehouse = { ref: found.ref, name: found.description };
          else errors.warehouse_ref = [deliveriesText(locale, 'sender_warehouse_unknown')];
        } else if (place.kind === 'address' && body.kind === 'address') {
          const found = place.data.find(
            (a) => sameRef(a.ref, body.address_ref) && (!a.cityRef || sameRef(a.cityRef, body.city_ref)),
          );
          if (found) address = { ref: found.ref, text: found.description };
          else errors.address_ref = [deliveriesText(locale, 'sender_address_unknown')];
        }
        if (Object.keys(errors).length > 0 || !counterparty || !contact || !city) return failValidation(locale, errors);
        return {
          keyId: key.id,
          counterpartyRef: counterparty.ref,
          counterpartyName: counterparty.description,
          contactRef: contact.ref,
          contactName: contact.description,
          contactPhone: body.contact_phone,
          cityRef: city.ref,
          cityName: city.areaDescription ? `${city.description}, ${city.areaDescription} обл.` : city.description,
          kind: body.kind,
          warehouseRef: warehouse?.ref ?? null,
          warehouseName: warehouse?.name ?? null,
          addressRef: address?.ref ?? null,
          addressText: address?.text ?? null,
        };
      });
      const before = await repo.sender.find(supplierId);
      const row = await transaction(db, async (tx) => {
        const saved = await deliveriesRepository(tx).sender.save(supplierId, draft);
        await recordSenderChange(tx, before, saved);
        return saved;
      });
      const key = await repo.keys.findDefault(supplierId);
      return {
        message: deliveriesText(locale, 'sender_saved'),
        state: senderState(key, row),
        data: presentSender(row),
      };
    },
  };
}

export type SenderService = ReturnType<typeof senderService>;
