import { notificationsEndpoints } from '@supplier/contracts/notifications-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

/** The VAPID key for PushManager.subscribe. */
export async function getPushKey(): Promise<string> {
  const { public_key } = await callEndpoint(notificationsEndpoints.getPushKey, { toastOnError: false });
  return public_key;
}

/** PushSubscription.toJSON(), whose fields the server checks. */
export function savePushSubscription(subscription: PushSubscriptionJSON) {
  return callEndpoint(notificationsEndpoints.addPushSubscription, {
    body: subscription as EndpointBody<typeof notificationsEndpoints.addPushSubscription>,
    toastOnError: false,
  });
}

export function removePushSubscription(endpoint: string) {
  return callEndpoint(notificationsEndpoints.removePushSubscription, { body: { endpoint }, toastOnError: false });
}
