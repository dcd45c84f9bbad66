import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The address's query, and a setter that builds on the last query it wrote. The router commits
 * a new address only after its loaders have run, so a second change made before that would
 * otherwise start from the old address and undo the first (a filter, then a sort, quickly).
 */
export function useAddressParams() {
  const [address, setAddress] = useSearchParams();
  const latest = useRef<{ seen: URLSearchParams; written: URLSearchParams } | null>(null);
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const base = latest.current?.seen === address ? latest.current.written : address;
      const params = next(base);
      latest.current = { seen: address, written: params };
      setAddress(params, options);
    },
    [address, setAddress],
  );
  return [address, change] as const;
}
