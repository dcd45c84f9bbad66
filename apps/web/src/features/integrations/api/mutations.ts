import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { integrationsEndpoints } from '@supplier/contracts/integrations-endpoints';
import { callEndpoint, type EndpointBody, type EndpointResponse } from '@/lib/endpoint-client';
import { integrationsKeys } from './keys';

/** A created or changed integration, with or without its token. */
type Changed = EndpointResponse<typeof integrationsEndpoints.updateIntegration>;
/** A new integration with its token, shown this once. */
export type CreatedIntegration = EndpointResponse<typeof integrationsEndpoints.createIntegration>;

/** Puts the changed integration in its cache and refreshes the list. */
async function changed(queryClient: QueryClient, saved: Changed): Promise<void> {
  queryClient.setQueryData(integrationsKeys.detail(saved.data.id), saved.data);
  await queryClient.invalidateQueries({ queryKey: integrationsKeys.list() });
}

/** 201 {message, data, token}: the only time the token is shown (with regenerate). */
export function createIntegration(body: EndpointBody<typeof integrationsEndpoints.createIntegration>) {
  return callEndpoint(integrationsEndpoints.createIntegration, { body, toastOnError: false });
}

/** {message, data}; 422 per field, 409 when revoked. */
export function updateIntegration({
  id,
  body,
}: {
  id: number;
  body: EndpointBody<typeof integrationsEndpoints.updateIntegration>;
}) {
  return callEndpoint(integrationsEndpoints.updateIntegration, { params: { id }, body, toastOnError: false });
}

/** {message, data, token}: the old token stops working. */
export function regenerateIntegration(id: number) {
  return callEndpoint(integrationsEndpoints.regenerateIntegrationToken, { params: { id }, toastOnError: false });
}

/** {message, data}. */
export function revokeIntegration(id: number) {
  return callEndpoint(integrationsEndpoints.revokeIntegration, { params: { id }, toastOnError: false });
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
