import { apiRequest } from '@/lib/api-client';

/** POST /v1/customers/referral/visit-track: counts a visit of a referral link; failures are silent. */
export function trackReferralVisit(referralId: number): Promise<void> {
  return apiRequest<unknown>('v1/customers/referral/visit-track', {
    method: 'POST',
    body: { referral_id: referralId },
    toastOnError: false,
  }).then(
    () => undefined,
    () => undefined,
  );
}
