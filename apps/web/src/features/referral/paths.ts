/** The referral programme's page (stats per friend, transactions, the link). */
export const REFERRAL_PAGE_PATH = '/referral';
