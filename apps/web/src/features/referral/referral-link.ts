/** SPEC section 2: the link a supplier shares, `/auth/signup?referral_id={userId}`. */
export const referralLink = (userId: number | string): string =>
  `${window.location.origin}/auth/signup?referral_id=${encodeURIComponent(String(userId))}`;
