import { addMessages } from '../../i18n/messages';

/** Texts of the stores module, uk and en. */
export const storesText = addMessages({
  uk: {
    store_created: 'Магазин «{{name}}» створено.',
    store_saved: 'Зміни в магазині «{{name}}» збережено.',
    store_paused: 'Магазин «{{name}}» призупинено. Його продукти не показуються покупцям.',
    store_resumed: 'Магазин «{{name}}» знову працює.',
    store_deleted: 'Видалення пройшло успішно!',
    store_not_found: 'Магазин не знайдено.',
    last_store: 'Не можна видалити єдиний магазин. Спочатку створіть інший.',
    logo_saved: 'Логотип магазину збережено.',
    logo_removed: 'Логотип магазину видалено.',
    logo_missing: 'Оберіть зображення логотипа.',
    logo_type: 'Логотип має бути зображенням JPEG, PNG або WebP.',
    logo_corrupt: 'Не вдалося прочитати зображення. Спробуйте інший файл.',
    logo_dimensions: 'Зображення замале або завелике.',
    logo_too_large: 'Файл завеликий. Максимум {{mb}} МБ.',
    default_store_name: 'Мій магазин',
  },
  en: {
    store_created: 'Store “{{name}}” created.',
    store_saved: 'Changes to store “{{name}}” saved.',
    store_paused: 'Store “{{name}}” paused. Its products are hidden from buyers.',
    store_resumed: 'Store “{{name}}” is open again.',
    store_deleted: 'Deleted successfully!',
    store_not_found: 'Store not found.',
    last_store: 'You cannot delete your only store. Create another one first.',
    logo_saved: 'Store logo saved.',
    logo_removed: 'Store logo removed.',
    logo_missing: 'Choose a logo image.',
    logo_type: 'The logo must be a JPEG, PNG or WebP image.',
    logo_corrupt: 'The image could not be read. Try another file.',
    logo_dimensions: 'The image is too small or too large.',
    logo_too_large: 'The file is too large. At most {{mb}} MB.',
    default_store_name: 'My store',
  },
});
