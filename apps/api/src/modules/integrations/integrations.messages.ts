import { addMessages } from '../../i18n/messages';

/** Texts of the integrations module, uk and en. */
export const integrationsText = addMessages({
  uk: {
    integration_created: 'Інтеграцію «{{name}}» створено. Скопіюйте токен: його більше не буде показано.',
    integration_saved: 'Інтеграцію «{{name}}» збережено.',
    integration_regenerated: 'Для інтеграції «{{name}}» створено новий токен. Старий більше не працює.',
    integration_revoked: 'Токен інтеграції «{{name}}» відкликано.',
    integration_not_found: 'Інтеграцію не знайдено.',
    integration_revoked_already: 'Токен цієї інтеграції відкликано: його не можна змінити.',
    integrations_limit: 'Можна створити не більше {{max}} інтеграцій.',
  },
  en: {
    integration_created: 'Integration “{{name}}” created. Copy the token: it will not be shown again.',
    integration_saved: 'Integration “{{name}}” saved.',
    integration_regenerated: 'A new token was created for “{{name}}”. The old one no longer works.',
    integration_revoked: 'The token of “{{name}}” was revoked.',
    integration_not_found: 'Integration not found.',
    integration_revoked_already: 'The token of this integration was revoked: it cannot be changed.',
    integrations_limit: 'You can create at most {{max}} integrations.',
  },
});
