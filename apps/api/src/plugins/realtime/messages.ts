import { addMessages } from '../../i18n/messages';

/** Texts of the Pusher HTTP API answers. */
export const realtimeText = addMessages({
  uk: {
    signature: 'Невірний підпис запиту.',
    timestamp: 'Час підпису запиту виходить за допустимі межі (±600 с).',
    unknown_app: 'Застосунок {{appId}} не знайдено.',
    no_channels: 'Вкажіть канал або канали події.',
    too_many_channels: 'Подію можна надіслати не більше ніж у {{max}} каналів за раз.',
    batch_too_large: 'В одному пакеті може бути не більше {{max}} подій.',
    payload_too_large: 'Дані події мають бути меншими за {{kb}} КБ.',
    channel_name: 'Неприпустима назва каналу: {{channel}}.',
    event_name: 'Назва події задовга (не більше {{max}} символів).',
    bad_json: 'Тіло запиту не є коректним JSON.',
  },
  en: {
    signature: 'The secret authentication failed.',
    timestamp: 'The request timestamp is outside the allowed window (±600 s).',
    unknown_app: 'The app {{appId}} could not be found.',
    no_channels: 'Give the channel or channels of the event.',
    too_many_channels: 'Cannot broadcast to more than {{max}} channels at once.',
    batch_too_large: 'Cannot batch-send more than {{max}} events at once.',
    payload_too_large: 'The event data should be less than {{kb}} KB.',
    channel_name: 'Invalid channel name: {{channel}}.',
    event_name: 'The event name is too long (at most {{max}} characters).',
    bad_json: 'The request body is not valid JSON.',
  },
});
