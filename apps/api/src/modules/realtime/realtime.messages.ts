import { addMessages } from '../../i18n/messages';

export const realtimeText = addMessages({
  uk: { channel_forbidden: 'Немає доступу до цього каналу.' },
  en: { channel_forbidden: 'You may not subscribe to this channel.' },
});
