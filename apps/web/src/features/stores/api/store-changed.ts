import type { QueryClient } from '@tanstack/react-query';
import type { StoreSavedResponse } from '@supplier/contracts/stores';
import { storesKeys } from './keys';

/** After any change of a store: the answer becomes its detail, the lists load again. */
export async function storeChanged(queryClient: QueryClient, saved: StoreSavedResponse): Promise<void> {
  queryClient.setQueryData(storesKeys.detail(saved.data.id), saved.data);
  await queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
}
