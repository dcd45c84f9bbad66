import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryState } from '@supplier/contracts/webhooks';
import { webhooksEndpoints } from '@supplier/contracts/webhooks-endpoints';
import { callEndpoint, type EndpointBody, type EndpointResponse } from '@/lib/endpoint-client';
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
      callEndpoint(webhooksEndpoints.listWebhooks, { params: { id: integrationId }, signal, toastOnError: false }),
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
      callEndpoint(webhooksEndpoints.listWebhookDeliveries, {
        params: { id: integrationId, webhookId },
        query: { page: filter.page, per_page: 10, state: filter.state || undefined },
        signal,
        toastOnError: false,
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

type WebhookBody = EndpointBody<typeof webhooksEndpoints.createWebhook>;
/** A new endpoint with its secret, shown this once. */
export type WebhookWithSecret = EndpointResponse<typeof webhooksEndpoints.createWebhook>;

export const useCreateWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (body: WebhookBody) =>
    callEndpoint(webhooksEndpoints.createWebhook, { params: { id: integrationId }, body, toastOnError: false }),
  );

export const useUpdateWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, ({ id, body }: { id: number; body: WebhookBody }) =>
    callEndpoint(webhooksEndpoints.updateWebhook, {
      params: { id: integrationId, webhookId: id },
      body,
      toastOnError: false,
    }),
  );

export const useDeleteWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    callEndpoint(webhooksEndpoints.deleteWebhook, {
      params: { id: integrationId, webhookId: id },
      toastOnError: false,
    }),
  );

export const useRotateWebhookSecret = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    callEndpoint(webhooksEndpoints.rotateWebhookSecret, {
      params: { id: integrationId, webhookId: id },
      toastOnError: false,
    }),
  );

export const useEnableWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    callEndpoint(webhooksEndpoints.enableWebhook, { params: { id: integrationId, webhookId: id } }),
  );

export const usePingWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, (id: number) =>
    callEndpoint(webhooksEndpoints.pingWebhook, { params: { id: integrationId, webhookId: id } }),
  );

export const useRedeliverWebhook = (integrationId: number) =>
  useWebhookMutation(integrationId, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
    callEndpoint(webhooksEndpoints.redeliverWebhook, { params: { id: integrationId, webhookId: id, deliveryId } }),
  );
