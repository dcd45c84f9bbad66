import { addMessages } from '../../i18n/messages';

/** Texts of the information-articles module, uk and en. */
export const articlesText = addMessages({
  uk: {
    article_saved: 'Статтю «{{title}}» збережено.',
    article_saved_short:
      'Статтю «{{title}}» збережено. Щоб її було зараховано, додайте ще {{left}} симв. тексту (потрібно щонайменше {{min}}).',
    article_not_found: 'Статтю не знайдено.',
  },
  en: {
    article_saved: 'Article “{{title}}” saved.',
    article_saved_short:
      'Article “{{title}}” saved. Add {{left}} more characters of text for it to count (at least {{min}} are needed).',
    article_not_found: 'Article not found.',
  },
});
