import { useReturnCounts } from '../api/get-returns';
import { useReturnsLive } from './use-returns-live';

/** The side menu's count of return requests waiting for a decision, kept live. */
export function useRequestedReturns(): number | undefined {
  useReturnsLive();
  return useReturnCounts().data?.requested;
}
