/** Query keys of the referral domain (stats and transactions join later). */
export const referralKeys = {
  all: ['referral'] as const,
  earnings: () => [...referralKeys.all, 'earnings'] as const,
};
