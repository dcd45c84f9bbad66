import type { QueryClient } from '@tanstack/react-query';
import { deliveriesKeys } from './keys';

/** After a key changes: the list, the sender state, the carriers and every look-up made through a key. */
export function invalidateAfterKeyChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deliveriesKeys.npKeys() }),
    queryClient.invalidateQueries({ queryKey: deliveriesKeys.sender() }),
    queryClient.invalidateQueries({ queryKey: deliveriesKeys.methods() }),
    queryClient.removeQueries({ queryKey: deliveriesKeys.np() }),
  ]).then(() => undefined);
}
