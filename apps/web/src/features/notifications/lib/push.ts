import { getPushKey, removePushSubscription, savePushSubscription } from '../api/push-subscriptions';

/** The service worker that shows pushes (apps/web/public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return existing ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** Whether this browser receives the supplier's pushes. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await existing?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** Asks for permission, subscribes with the server's VAPID key and registers the subscription. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const worker = await registration();
  const key = await getPushKey();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    }));
  await savePushSubscription(subscription.toJSON());
  return 'on';
}

/**
 * A browser's pushes are the person's signed in on it (ADR 0052): with pushes on, the panel
 * registers the subscription again for whoever is signed in now (the account holder or a member).
 */
export async function claimPush(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) await savePushSubscription(subscription.toJSON());
}

/** Unsubscribes this browser and tells the server. */
export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}
