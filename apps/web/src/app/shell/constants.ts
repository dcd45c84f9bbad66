/** The support Telegram bot the menu footer opens; override with VITE_SUPPORT_BOT_URL at build time. */
export const SUPPORT_BOT_URL: string =
  (import.meta.env.VITE_SUPPORT_BOT_URL as string | undefined) || 'https://t.me/supplier_support_bot';

export const BALANCE_PATH = '/payments/balances/main-balance';
export const HOME_PATH = '/dashboard';
export const SIDE_MENU_ID = 'side-menu';
