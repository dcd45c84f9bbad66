import { addMessages } from '../../i18n/messages';

/** Texts of the reviews module and its gateway, uk and en. */
export const reviewsText = addMessages({
  uk: {
    review_not_found: 'Відгук не знайдено.',
    product_unknown: 'Товар {{id}} не продається цим постачальником.',
    invalid_cursor: 'Посилання на сторінку застаріло. Відкрийте список спочатку.',
    reply_saved: 'Відповідь опубліковано.',
    reply_edited: 'Відповідь змінено.',
    reply_locked: 'Відповідь можна змінити лише протягом 24 годин після публікації.',
    reported: 'Скаргу надіслано на розгляд маркетплейсу.',
    already_reported: 'На цей відгук уже подано скаргу.',
    reply_empty: 'Відповідь не може бути порожньою.',
    not_reported: 'На цей відгук не подавали скарги.',
  },
  en: {
    review_not_found: 'Review not found.',
    product_unknown: 'Product {{id}} is not sold by this supplier.',
    invalid_cursor: 'The page link is out of date. Open the list from the start.',
    reply_saved: 'The reply is published.',
    reply_edited: 'The reply is changed.',
    reply_locked: 'A reply can be changed only within 24 hours of publishing.',
    reported: 'The report has been sent to the marketplace for review.',
    already_reported: 'This review has already been reported.',
    reply_empty: 'The reply cannot be empty.',
    not_reported: 'This review has not been reported.',
  },
});
