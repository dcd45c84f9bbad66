import { addMessages } from '../../i18n/messages';

/** Texts of the Telegram module: API answers and what the bot writes. */
export const telegramText = addMessages({
  uk: {
    welcome:
      'Вітаємо! Telegram підключено до кабінету постачальника. Сюди надходитимуть сповіщення про замовлення, відправлення та інші події вашого магазину.',
    link_invalid:
      'Посилання недійсне або вже використане. Відкрийте кабінет постачальника та натисніть «Підключити Telegram» ще раз.',
    start_without_token: 'Щоб отримувати сповіщення, підключіть Telegram у кабінеті постачальника.',
    chat_disconnected: 'Telegram відв’язано від кабінету постачальника. Сповіщення сюди більше не надходитимуть.',
    disconnected: 'Telegram успішно відв’язано.',
    webhook_secret: 'Невірний секретний токен вебхука.',
  },
  en: {
    welcome:
      'Welcome! Telegram is now connected to your supplier account. Notifications about orders, shipments and other events of your store will arrive here.',
    link_invalid:
      'This link is not valid or has already been used. Open the supplier panel and press “Connect Telegram” again.',
    start_without_token: 'To get notifications, connect Telegram in the supplier panel.',
    chat_disconnected:
      'Telegram has been disconnected from the supplier account. Notifications will no longer arrive here.',
    disconnected: 'Telegram disconnected successfully.',
    webhook_secret: 'Invalid webhook secret token.',
  },
});
