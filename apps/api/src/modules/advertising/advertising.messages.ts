import { addMessages } from '../../i18n/messages';

/** Texts of the advertising module, uk and en. */
export const advertisingText = addMessages({
  uk: {
    campaign_not_found: 'Кампанію не знайдено.',
    campaign_created: 'Кампанію «{{name}}» створено.',
    campaign_saved: 'Зміни збережено.',
    campaign_paused: 'Кампанію поставлено на паузу.',
    campaign_resumed: 'Кампанію відновлено.',
    campaign_ended: 'Кампанія завершилася. Змініть дату завершення, щоб відновити її.',
    products_unknown: 'Товари {{ids}} не належать вашому магазину.',
    supplier_not_found: 'Постачальника не знайдено.',
    nothing_to_simulate: 'Немає активних кампаній для показу.',
  },
  en: {
    campaign_not_found: 'Campaign not found.',
    campaign_created: 'Campaign “{{name}}” created.',
    campaign_saved: 'Changes saved.',
    campaign_paused: 'The campaign is paused.',
    campaign_resumed: 'The campaign is resumed.',
    campaign_ended: 'The campaign has ended. Change its end date to resume it.',
    products_unknown: 'Products {{ids}} are not yours.',
    supplier_not_found: 'Supplier not found.',
    nothing_to_simulate: 'No active campaigns to show.',
  },
});
