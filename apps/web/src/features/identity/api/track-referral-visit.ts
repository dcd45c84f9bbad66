import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';

/** Counts a visit of a referral link; failures are silent. */
export function trackReferralVisit(referralId: number): Promise<void> {
  return callEndpoint(identityEndpoints.trackReferralVisit, {
    body: { referral_id: referralId },
    toastOnError: false,
  }).then(
    () => undefined,
    () => undefined,
  );
}
