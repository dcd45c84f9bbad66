/** Query keys of the Telegram domain. */
export const telegramKeys = {
  all: ['telegram'] as const,
  connectLink: () => [...telegramKeys.all, 'connect-link'] as const,
};
