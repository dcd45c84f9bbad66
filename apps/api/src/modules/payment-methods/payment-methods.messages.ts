import type { PaymentMethodId } from '@supplier/contracts/payment-methods';
import { addMessages } from '../../i18n/messages';

/** Texts of the payment-methods module, uk and en. */
export const paymentMethodsText = addMessages({
  uk: {
    name_cod: 'Накладений платіж',
    name_bank_transfer: 'Оплата на рахунок',
    name_card_online: 'Онлайн-оплата карткою',
    name_installments: 'Оплата частинами',
    description_cod: 'Покупець платить під час отримання посилки через перевізника. Можна попросити передоплату.',
    description_bank_transfer: 'Покупець переказує кошти на ваш рахунок за реквізитами з рахунку-фактури.',
    description_card_online:
      'Покупець платить карткою на маркетплейсі; кошти надходять на основний баланс після завершення замовлення.',
    description_installments: 'Покупець розбиває оплату на кілька платежів через банк-партнер.',
    method_saved: 'Налаштування методу «{{name}}» збережено.',
    method_enabled: 'Метод оплати «{{name}}» увімкнено.',
    method_disabled: 'Метод оплати «{{name}}» вимкнено.',
    settings_required: 'Спершу заповніть налаштування методу «{{name}}».',
    method_not_found: 'Метод оплати не знайдено.',
  },
  en: {
    name_cod: 'Cash on delivery',
    name_bank_transfer: 'Bank transfer',
    name_card_online: 'Online card payment',
    name_installments: 'Pay in instalments',
    description_cod: 'The buyer pays the carrier on receiving the parcel. You can ask for a prepayment.',
    description_bank_transfer: 'The buyer transfers the money to your bank account using the invoice details.',
    description_card_online:
      'The buyer pays by card on the marketplace; the money reaches your main balance once the order is completed.',
    description_installments: 'The buyer splits the payment into several instalments through a partner bank.',
    method_saved: 'Settings of “{{name}}” saved.',
    method_enabled: 'Payment method “{{name}}” enabled.',
    method_disabled: 'Payment method “{{name}}” disabled.',
    settings_required: 'Fill in the settings of “{{name}}” first.',
    method_not_found: 'Payment method not found.',
  },
});

export const methodNameKey = (id: PaymentMethodId) => `name_${id}` as const;
export const methodDescriptionKey = (id: PaymentMethodId) => `description_${id}` as const;
