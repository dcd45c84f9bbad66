import { addMessages } from '../../i18n/messages';

/** Texts of the account settings (`Обліковий запис`), uk and en. */
export const accountText = addMessages({
  uk: {
    profile_saved: 'Дані облікового запису збережено.',
    avatar_saved: 'Аватар оновлено.',
    background_saved: 'Фон профілю оновлено.',
    email_taken: 'Ця електронна пошта вже використовується.',
    password_changed: 'Пароль змінено. Інші сеанси завершено.',
    current_password_wrong: 'Поточний пароль вказано невірно.',
    password_same: 'Новий пароль має відрізнятися від поточного.',
    phone_same: 'Це ваш поточний номер телефону.',
    phone_taken: 'Цей номер телефону вже зареєстровано.',
    phone_code_sent: 'Код підтвердження надіслано на номер {{telephone}}.',
    phone_changed: 'Номер телефону змінено.',
    account_holder_only:
      'Телефон і пароль облікового запису змінює лише його власник. Ваш вхід — за вашим номером телефону.',
    image_missing: 'Додайте файл зображення.',
    image_type: 'Завантажте зображення у форматі JPEG, PNG або WebP.',
    image_too_large: 'Файл завеликий. Максимальний розмір — {{mb}} МБ.',
    image_corrupt: 'Не вдалося прочитати зображення: файл пошкоджений.',
    image_dimensions: 'Зображення має бути щонайменше 16×16 пікселів і не більше 50 мегапікселів.',
  },
  en: {
    profile_saved: 'Account details saved.',
    avatar_saved: 'Avatar updated.',
    background_saved: 'Profile background updated.',
    email_taken: 'This email is already in use.',
    password_changed: 'The password has been changed. Other sessions have been ended.',
    current_password_wrong: 'The current password is wrong.',
    password_same: 'The new password must differ from the current one.',
    phone_same: 'This is your current phone number.',
    phone_taken: 'This phone number is already registered.',
    phone_code_sent: 'A confirmation code has been sent to {{telephone}}.',
    phone_changed: 'The phone number has been changed.',
    account_holder_only:
      'Only the account holder changes the account’s phone and password. You sign in with your own phone number.',
    image_missing: 'Add an image file.',
    image_type: 'Upload a JPEG, PNG or WebP image.',
    image_too_large: 'The file is too large. The limit is {{mb}} MB.',
    image_corrupt: 'The image could not be read: the file is damaged.',
    image_dimensions: 'The image must be at least 16×16 pixels and at most 50 megapixels.',
  },
});
