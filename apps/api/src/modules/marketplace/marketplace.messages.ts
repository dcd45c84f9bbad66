import { addMessages } from '../../i18n/messages';

/** Texts of the marketplace gateway (every module's signed calls) and the local storefront, uk and en. */
export const marketplaceText = addMessages({
  uk: {
    signature_missing: 'Запит не підписано: потрібні заголовки X-Marketplace-Timestamp і X-Marketplace-Signature.',
    signature_timestamp: 'Час запиту відрізняється від часу сервера більш ніж на 5 хвилин.',
    signature_invalid: 'Підпис запиту неправильний.',
    bad_json: 'Тіло запиту не є коректним JSON.',
    not_listening: 'Сервер не слухає HTTP-порт, симулятору нікуди звертатися.',
  },
  en: {
    signature_missing: 'The request is not signed: X-Marketplace-Timestamp and X-Marketplace-Signature are required.',
    signature_timestamp: 'The request time is more than 5 minutes away from the server time.',
    signature_invalid: 'The request signature is wrong.',
    bad_json: 'The request body is not valid JSON.',
    not_listening: 'The server is not listening on an HTTP port; the simulator has nowhere to call.',
  },
});
