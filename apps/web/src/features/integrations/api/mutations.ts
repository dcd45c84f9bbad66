import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Integration,
  IntegrationCreateRequest,
  IntegrationUpdateRequest,
  IntegrationWithTokenResponse,
} from '@supplier/contracts/integrations';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATIONS_PATH } from './get-integrations';
import { integrationsKeys } from './keys';

type Saved = { message: string; data: Integration };

/** Puts the changed integration in its cache and refreshes the list. */
async function changed(queryClient: QueryClient, saved: Saved): Promise<void> {
  queryClient.setQueryData(integrationsKeys.detail(saved.data.id), saved.data);
  await queryClient.invalidateQueries({ queryKey: integrationsKeys.list() });
}

/** POST /integrations → 201 {message, data, token}: the only time the token is shown (with regenerate). */
export function createIntegration(body: IntegrationCreateRequest): Promise<IntegrationWithTokenResponse> {
  return apiRequest(INTEGRATIONS_PATH, { method: 'POST', body, toastOnError: false });
}

/** PUT /integrations/{id} → {message, data}; 422 per field, 409 when revoked. */
export function updateIntegration({ id, body }: { id: number; body: IntegrationUpdateRequest }): Promise<Saved> {
  return apiRequest(`${INTEGRATIONS_PATH}/${id}`, { method: 'PUT', body, toastOnError: false });
}

/** POST /integrations/{id}/regenerate → {message, data, token}: the old token stops working. */
export function regenerateIntegration(id: number): Promise<IntegrationWithTokenResponse> {
  return apiRequest(`${INTEGRATIONS_PATH}/${id}/regenerate`, { method: 'POST', toastOnError: false });
}

/** POST /integrations/{id}/revoke → {message, data}. */
export function revokeIntegration(id: number): Promise<Saved> {
  return apiRequest(`${INTEGRATIONS_PATH}/${id}/revoke`, { method: 'POST', toastOnError: false });
}

export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createIntegration, onSuccess: (saved) => changed(queryClient, saved) });
}

export function useUpdateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateIntegration, onSuccess: (saved) => changed(queryClient, saved) });
}

export function useRegenerateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateIntegration, onSuccess: (saved) => changed(queryClient, saved) });
}

export function useRevokeIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeIntegration, onSuccess: (saved) => changed(queryClient, saved) });
}
