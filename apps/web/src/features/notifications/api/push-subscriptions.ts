import { apiRequest } from '@/lib/api-client';

/** GET v1/notification/push-key → {public_key}: the VAPID key for PushManager.subscribe. */
export async function getPushKey(): Promise<string> {
  const { public_key } = await apiRequest<{ public_key: string }>('v1/notification/push-key', { toastOnError: false });
  return public_key;
}

/** POST v1/notification/push-subscriptions with PushSubscription.toJSON(). */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('v1/notification/push-subscriptions', {
    method: 'POST',
    body: subscription,
    toastOnError: false,
  });
}

/** DELETE v1/notification/push-subscriptions {endpoint} */
export function removePushSubscription(endpoint: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('v1/notification/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    toastOnError: false,
  });
}
