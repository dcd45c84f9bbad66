import type { Locale } from '@supplier/contracts/constants';
import { formatMoney } from '@supplier/contracts/money';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import {
  DEFAULT_PAYMENT_SETTINGS,
  paymentMethodIds,
  paymentSettingsSchemas,
  type PaymentMethod,
  type PaymentMethodId,
  type PaymentMethodUpdateRequest,
  type PaymentSettings,
} from '@supplier/contracts/payment-methods';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { httpErrors } from '../../errors';
import { recordPaymentMethodChange } from './payment-methods.activity';
import { methodDescriptionKey, methodNameKey, paymentMethodsText } from './payment-methods.messages';
import { paymentMethodsRepository, type PaymentMethodRow } from './payment-methods.repository';

/** Stored settings read back through the method's schema (or its defaults); what no longer passes counts as none. */
function storedSettings<M extends PaymentMethodId>(
  id: M,
  row: PaymentMethodRow | undefined,
): PaymentSettings[M] | null {
  if (!row?.settings) return (DEFAULT_PAYMENT_SETTINGS[id] as PaymentSettings[M] | undefined) ?? null;
  const parsed = paymentSettingsSchemas[id].safeParse(row.settings);
  return parsed.success ? (parsed.data as PaymentSettings[M]) : null;
}

function present(id: PaymentMethodId, row: PaymentMethodRow | undefined, locale: Locale): PaymentMethod {
  const base = {
    name: paymentMethodsText(locale, methodNameKey(id)),
    description: paymentMethodsText(locale, methodDescriptionKey(id)),
    enabled: row?.enabled ?? false,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
  switch (id) {
    case 'cod': {
      const settings = storedSettings('cod', row);
      const prepayment = settings?.prepayment ?? null;
      return {
        id,
        ...base,
        configured: settings !== null,
        settings: settings && {
          prepayment,
          prepayment_format: prepayment === null ? null : formatMoney(hryvniasToKopiyky(prepayment)),
        },
      };
    }
    case 'bank_transfer': {
      const settings = storedSettings('bank_transfer', row);
      return { id, ...base, configured: settings !== null, settings };
    }
    case 'card_online': {
      const settings = storedSettings('card_online', row);
      return { id, ...base, configured: settings !== null, settings };
    }
    case 'installments': {
      const settings = storedSettings('installments', row);
      return { id, ...base, configured: settings !== null, settings };
    }
  }
}

/**
 * Payment methods (`Методи оплати`): the catalogue, switches, settings and the `payment` setup
 * step. A save goes to the activity log with the switch and settings before and after.
 */
export function paymentMethodsService({ db }: { db: Db }) {
  const repo = paymentMethodsRepository(db);
  return {
    async list(supplierId: number, locale: Locale): Promise<PaymentMethod[]> {
      const rows = await repo.list(supplierId);
      return paymentMethodIds.map((id) =>
        present(
          id,
          rows.find((row) => row.method === id),
          locale,
        ),
      );
    },

    async get(supplierId: number, id: PaymentMethodId, locale: Locale): Promise<PaymentMethod> {
      return present(id, (await repo.find(supplierId, id)) ?? undefined, locale);
    },

    /** Switches the method and/or saves its settings; switching on needs valid settings. */
    async update(supplierId: number, id: PaymentMethodId, body: PaymentMethodUpdateRequest, locale: Locale) {
      const row = (await repo.find(supplierId, id)) ?? undefined;
      const settings = body.settings ?? storedSettings(id, row);
      const enabled = body.enabled ?? row?.enabled ?? false;
      const name = paymentMethodsText(locale, methodNameKey(id));
      if (enabled && !settings) {
        const message = paymentMethodsText(locale, 'settings_required', { name });
        throw httpErrors.unprocessable('settings_required', message, { settings: [message] });
      }
      const before = { enabled: row?.enabled ?? false, settings: storedSettings(id, row) };
      const after = { enabled, settings: settings ?? null };
      const saved = await transaction(db, async (tx) => {
        const written = await paymentMethodsRepository(tx).save(supplierId, id, after);
        await recordPaymentMethodChange(tx, id, before, after);
        return written;
      });
      const toggled = body.enabled !== undefined && body.enabled !== (row?.enabled ?? false);
      const key = toggled ? (enabled ? 'method_enabled' : 'method_disabled') : 'method_saved';
      return { message: paymentMethodsText(locale, key, { name }), data: present(id, saved, locale) };
    },

    /** The `payment` setup flag: at least one payment method enabled and configured. */
    async isSetUp(supplierId: number): Promise<boolean> {
      const rows = await repo.list(supplierId);
      return rows.some((row) => row.enabled && storedSettings(row.method, row) !== null);
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof paymentMethodsService>;
