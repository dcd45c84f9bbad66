import { addMessages } from '../../i18n/messages';

/** Texts of the supplier API (token refusals, limits), uk and en. */
export const supplierApiText = addMessages({
  uk: {
    token_invalid:
      'Токен API недійсний: його не знайдено, відкликано або строк його дії минув. Створіть новий у розділі «Інтеграції».',
    ip_not_allowed: 'Цей токен API не можна використовувати з адреси {{ip}}: її немає у списку дозволених.',
    scope_missing: 'Токен API не має дозволу «{{label}}» ({{scope}}) для цієї дії.',
    rate_limited: 'Забагато запитів з цим токеном API (не більше {{max}} на хвилину). Спробуйте через {{seconds}} с.',
  },
  en: {
    token_invalid:
      'The API token is not valid: it is unknown, revoked or expired. Create a new one under “Integrations”.',
    ip_not_allowed: 'This API token cannot be used from {{ip}}: the address is not in its allow-list.',
    scope_missing: 'The API token lacks the “{{label}}” ({{scope}}) permission for this action.',
    rate_limited: 'Too many requests with this API token (at most {{max}} a minute). Try again in {{seconds}} s.',
  },
});
