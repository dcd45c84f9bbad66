import { addMessages } from '../../i18n/messages';

/** Texts of the notifications module, uk and en (the two success texts are SPEC section 8's). */
export const notificationsText = addMessages({
  uk: {
    deleted: 'Видалення пройшло успішно!',
    cleared: 'Усі сповіщення успішно видалено!',
    marked_read: 'Сповіщення позначено як прочитане.',
    all_marked_read: 'Усі сповіщення позначено як прочитані.',
    not_found: 'Сповіщення не знайдено.',
    settings_saved: 'Налаштування сповіщень збережено.',
    channel_type: 'Цей канал не надсилає сповіщення такого типу.',
    bulk_target: 'Вкажіть канал або тип сповіщень.',
    push_subscribed: 'Push-сповіщення увімкнено на цьому пристрої.',
    push_unsubscribed: 'Push-сповіщення вимкнено на цьому пристрої.',
    push_not_found: 'Підписку на push-сповіщення не знайдено.',
    supplier_not_found: 'Постачальника не знайдено.',
    email_footer: 'Керувати сповіщеннями можна в кабінеті постачальника: Налаштування → Обліковий запис.',
    open_link: 'Відкрити в кабінеті',
  },
  en: {
    deleted: 'Deleted successfully!',
    cleared: 'All notifications have been deleted!',
    marked_read: 'The notification is marked as read.',
    all_marked_read: 'All notifications are marked as read.',
    not_found: 'Notification not found.',
    settings_saved: 'Notification settings saved.',
    channel_type: 'This channel does not send notifications of this type.',
    bulk_target: 'Name a channel or a notification type.',
    push_subscribed: 'Push notifications are on for this device.',
    push_unsubscribed: 'Push notifications are off for this device.',
    push_not_found: 'Push subscription not found.',
    supplier_not_found: 'Supplier not found.',
    email_footer: 'Manage notifications in the supplier panel: Settings → Account.',
    open_link: 'Open in the panel',
  },
});
