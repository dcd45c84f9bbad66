import type { Locale } from '@supplier/contracts/constants';
import {
  DEFAULT_NOVAPOSHTA_SETTINGS,
  INTEGRATED_CARRIER,
  carrierSettingsSchemas,
  carriers,
  type Carrier,
  type CarrierSettings,
  type DeliveryMethod,
  type DeliveryMethodUpdateRequest,
} from '@supplier/contracts/deliveries';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import { formatMoney } from '@supplier/contracts/money';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { httpErrors } from '../../errors';
import { recordDeliveryMethodChange } from './deliveries.activity';
import { carrierTextKey, deliveriesText } from './deliveries.messages';
import { deliveriesRepository, type DeliveriesRepository, type DeliveryMethodRow } from './deliveries.repository';
import { senderState } from './np-keys.service';

const money = (hryvnias: number) => formatMoney(hryvniasToKopiyky(hryvnias));

/** Stored settings read back through the carrier's schema; anything that no longer passes counts as none. */
function storedSettings<C extends Carrier>(carrier: C, row: DeliveryMethodRow | undefined): CarrierSettings[C] | null {
  if (carrier === 'novaposhta' && !row?.settings) return DEFAULT_NOVAPOSHTA_SETTINGS as CarrierSettings[C];
  if (!row?.settings) return null;
  const parsed = carrierSettingsSchemas[carrier].safeParse(row.settings);
  return parsed.success ? (parsed.data as CarrierSettings[C]) : null;
}

function present(
  carrier: Carrier,
  row: DeliveryMethodRow | undefined,
  npReady: boolean,
  locale: Locale,
): DeliveryMethod {
  const base = {
    name: deliveriesText(locale, carrierTextKey(carrier)),
    integrated: carrier === INTEGRATED_CARRIER,
    enabled: row?.enabled ?? false,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
  switch (carrier) {
    case 'novaposhta': {
      const settings = storedSettings('novaposhta', row) ?? DEFAULT_NOVAPOSHTA_SETTINGS;
      return { carrier, ...base, configured: npReady, settings };
    }
    case 'courier': {
      const settings = storedSettings('courier', row);
      return {
        carrier,
        ...base,
        configured: settings !== null,
        settings: settings && {
          ...settings,
          price_format: money(settings.price),
          free_from_format: settings.free_from === null ? null : money(settings.free_from),
        },
      };
    }
    case 'ukrposhta': {
      const settings = storedSettings('ukrposhta', row);
      return { carrier, ...base, configured: settings !== null, settings };
    }
    case 'meest': {
      const settings = storedSettings('meest', row);
      return { carrier, ...base, configured: settings !== null, settings };
    }
    case 'pickup': {
      const settings = storedSettings('pickup', row);
      return { carrier, ...base, configured: settings !== null, settings };
    }
  }
}

/**
 * The carriers (`Методи доставки`): switches, per-carrier settings, and the `delivery` setup step.
 * A save goes to the activity log with the switch and settings before and after.
 */
export function deliveryMethodsService({ db, repo }: { db: Db; repo: DeliveriesRepository }) {
  /** Nova Poshta is configured with a valid default key and sender settings picked through it. */
  async function novaPoshtaReady(supplierId: number): Promise<boolean> {
    const [key, sender] = await Promise.all([repo.keys.findDefault(supplierId), repo.sender.find(supplierId)]);
    return senderState(key, sender) === 'ready';
  }

  async function list(supplierId: number, locale: Locale): Promise<DeliveryMethod[]> {
    const [rows, npReady] = await Promise.all([repo.methods.list(supplierId), novaPoshtaReady(supplierId)]);
    return carriers.map((carrier) =>
      present(
        carrier,
        rows.find((row) => row.carrier === carrier),
        npReady,
        locale,
      ),
    );
  }

  return {
    list,

    /** Switches the carrier and/or saves its settings; switching on needs valid settings (Nova Poshta has defaults). */
    async update(supplierId: number, carrier: Carrier, body: DeliveryMethodUpdateRequest, locale: Locale) {
      const row = (await repo.methods.find(supplierId, carrier)) ?? undefined;
      const settings = body.settings ?? storedSettings(carrier, row);
      const enabled = body.enabled ?? row?.enabled ?? false;
      const name = deliveriesText(locale, carrierTextKey(carrier));
      if (enabled && !settings) {
        const message = deliveriesText(locale, 'settings_required', { name });
        throw httpErrors.unprocessable('settings_required', message, { settings: [message] });
      }
      const before = { enabled: row?.enabled ?? false, settings: storedSettings(carrier, row) };
      const after = { enabled, settings: settings ?? null };
      const saved = await transaction(db, async (tx) => {
        const written = await deliveriesRepository(tx).methods.save(supplierId, carrier, after);
        await recordDeliveryMethodChange(tx, carrier, before, after);
        return written;
      });
      const method = present(
        carrier,
        saved,
        carrier === 'novaposhta' ? await novaPoshtaReady(supplierId) : false,
        locale,
      );
      const toggled = body.enabled !== undefined && body.enabled !== (row?.enabled ?? false);
      const key = toggled ? (enabled ? 'method_enabled' : 'method_disabled') : 'method_saved';
      return { message: deliveriesText(locale, key, { name }), data: method };
    },

    /** The `delivery` setup flag: at least one delivery method enabled and configured. */
    async isSetUp(supplierId: number): Promise<boolean> {
      const rows = await repo.methods.list(supplierId);
      const enabled = rows.filter((row) => row.enabled);
      if (enabled.some((row) => row.carrier !== 'novaposhta' && storedSettings(row.carrier, row) !== null)) return true;
      if (!enabled.some((row) => row.carrier === 'novaposhta')) return false;
      return novaPoshtaReady(supplierId);
    },
  };
}

export type DeliveryMethodsService = ReturnType<typeof deliveryMethodsService>;
