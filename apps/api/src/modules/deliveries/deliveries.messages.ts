import type { Carrier } from '@supplier/contracts/deliveries';
import { addMessages } from '../../i18n/messages';

/** Texts of the deliveries module (carriers, Nova Poshta keys, sender), uk and en. */
export const deliveriesText = addMessages({
  uk: {
    carrier_novaposhta: 'Нова Пошта',
    carrier_ukrposhta: 'Укрпошта',
    carrier_meest: 'Meest',
    carrier_pickup: 'Самовивіз',
    carrier_courier: "Кур'єр",
    key_added: 'API-ключ «{{name}}» додано.',
    key_renamed: 'Назву ключа змінено.',
    key_default: 'Ключ «{{name}}» тепер використовується за замовчуванням.',
    key_deleted: 'Видалення пройшло успішно!',
    key_checked: 'Нова Пошта приймає ключ «{{name}}».',
    key_not_found: 'API-ключ не знайдено.',
    key_duplicate: 'Цей ключ уже додано.',
    key_missing: 'Додайте API-ключ Нової Пошти в «Менеджері API ключів» і зробіть його основним.',
    key_invalid:
      'Нова Пошта більше не приймає основний ключ «{{name}}». Перевірте його в кабінеті Нової Пошти або оберіть інший ключ.',
    sender_saved: 'Налаштування відправника збережено.',
    sender_counterparty_unknown: 'Нова Пошта не знає такого відправника для цього ключа.',
    sender_contact_unknown: 'У цього відправника немає такої контактної особи.',
    sender_city_unknown: 'Нова Пошта не знає такого міста.',
    sender_warehouse_unknown: 'В обраному місті немає такого відділення.',
    sender_address_unknown: 'У цього відправника немає такої адреси в обраному місті.',
    method_saved: 'Налаштування методу «{{name}}» збережено.',
    method_enabled: 'Метод доставки «{{name}}» увімкнено.',
    method_disabled: 'Метод доставки «{{name}}» вимкнено.',
    settings_required: 'Спершу заповніть налаштування методу «{{name}}».',
  },
  en: {
    carrier_novaposhta: 'Nova Poshta',
    carrier_ukrposhta: 'Ukrposhta',
    carrier_meest: 'Meest',
    carrier_pickup: 'Pickup',
    carrier_courier: 'Courier',
    key_added: 'API key “{{name}}” added.',
    key_renamed: 'The key was renamed.',
    key_default: 'Key “{{name}}” is now the default.',
    key_deleted: 'Deleted successfully!',
    key_checked: 'Nova Poshta accepts key “{{name}}”.',
    key_not_found: 'API key not found.',
    key_duplicate: 'This key has already been added.',
    key_missing: 'Add a Nova Poshta API key in the API key manager and make it the default.',
    key_invalid:
      'Nova Poshta no longer accepts the default key “{{name}}”. Check it in your Nova Poshta account or choose another key.',
    sender_saved: 'Sender settings saved.',
    sender_counterparty_unknown: 'Nova Poshta does not know this sender for this key.',
    sender_contact_unknown: 'This sender has no such contact person.',
    sender_city_unknown: 'Nova Poshta does not know this city.',
    sender_warehouse_unknown: 'The chosen city has no such branch.',
    sender_address_unknown: 'This sender has no such address in the chosen city.',
    method_saved: 'Settings of “{{name}}” saved.',
    method_enabled: 'Delivery method “{{name}}” enabled.',
    method_disabled: 'Delivery method “{{name}}” disabled.',
    settings_required: 'Fill in the settings of “{{name}}” first.',
  },
});

export const carrierTextKey = (carrier: Carrier) => `carrier_${carrier}` as const;
