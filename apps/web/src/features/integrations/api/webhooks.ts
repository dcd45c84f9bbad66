import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOKS_PATHS,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryResponse,
  type WebhookDeliveryState,
  type WebhookRequest,
  type WebhookSavedResponse,
  type WebhookSecretResponse,
  type WebhooksResponse,
} from '@supplier/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { integrationsKeys } from './keys';

/**
 * How often an open delivery log asks again. Deliveries happen in the job runner of any process
 * (and retries hours later), so the log is polled while it is on screen rather than pushed: at most
 * one small page every 5 s per open log, and nothing while the tab is hidden (ADR 0024).
 */
export const DELIVERIES_POLL_MS = 5_000;

export const webhooksKeys = {
  all: (integrationId: number) => [...integrationsKeys.detail(integrationId), 'webhooks'] as const,
  list: (integrationId: number) => [...webhooksKeys.all(integrationId), 'list'] as const,
  deliveries: (integrationId: number, webhookId: number) =>
    [...webhooksKeys.all(integrationId), 'deliveries', webhookId] as const,
};

export function useWebhooks(integrationId: number) {
  return useQuery({
    queryKey: webhooksKeys.list(integrationId),
    queryFn: ({ signal }) =>
      apiRequest<WebhooksResponse>(WEBHOOKS_PATHS.list(integrationId), { signal, toastOnError: false }),
    refetchInterval: DELIVERIES_POLL_MS * 6,
  });
}

export interface DeliveriesFilter {
  page: number;
  state: WebhookDeliveryState | '';
}

export function useWebhookDeliveries(integrationId: number, webhookId: number, filter: DeliveriesFilter) {
  return useQuery({
    queryKey: [...webhooksKeys.deliveries(integrationId, webhookId), filter],
    queryFn: ({ signal }) =>
      apiRequest<WebhookDeliveriesResponse>(WEBHOOKS_PATHS.deliveries(integrationId, webhookId), {
        signal,
        toastOnError: false,
        query: { page: filter.page, per_page: 10, state: filter.state || undefined },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERIES_POLL_MS,
  });
}

/** Every mutation here refreshes the integration's endpoints and logs. */
function useWebhookMutation<V, R>(integrationId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all(integrationId) }),
  });
}

export const useCreateWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (body: WebhookRequest) =>
    apiRequest<WebhookSecretResponse>(WEBHOOKS_PATHS.list(integrationId), {
      method: 'POST',
      body,
      toastOnError: false,
    }),
  );

export const useUpdateWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, ({ id, body }: { id: number; body: WebhookRequest }) =>
    apiRequest<WebhookSavedResponse>(WEBHOOKS_PATHS.one(integrationId, id), {
      method: 'PUT',
      body,
      toastOnError: false,
    }),
  );

export const useDeleteWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    apiRequest<{ message: string }>(WEBHOOKS_PATHS.one(integrationId, id), { method: 'DELETE', toastOnError: false }),
  );

export const useRotateWebhookSecret = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    apiRequest<WebhookSecretResponse>(WEBHOOKS_PATHS.rotateSecret(integrationId, id), {
      method: 'POST',
      toastOnError: false,
    }),
  );

export const useEnableWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    apiRequest<WebhookSavedResponse>(WEBHOOKS_PATHS.enable(integrationId, id), { method: 'POST' }),
  );

export const usePingWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    apiRequest<WebhookDeliveryResponse>(WEBHOOKS_PATHS.ping(integrationId, id), { method: 'POST' }),
  );

export const useRedeliverWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
    apiRequest<WebhookDeliveryResponse>(WEBHOOKS_PATHS.redeliver(integrationId, id, deliveryId), { method: 'POST' }),
  );
