import { addMessages } from '../../i18n/messages';

/** Texts of the setup module: the refusals of an endpoint's requirements (SPEC sections 2 and 8). */
export const setupText = addMessages({
  uk: {
    subscription_required: 'Ця функція доступна лише для підписників.',
    information_required: 'Спочатку налаштуйте інформаційні статті',
  },
  en: {
    subscription_required: 'This feature is available to subscribers only.',
    information_required: 'Set up the information articles first',
  },
});
