import { useCallback, useState } from 'react';
import { useAddressParams } from './use-address-params';
import { useDebouncedSearch } from './use-debounced-search';
import { useKeysetPaging, type KeysetPaging } from './use-keyset-paging';

/** A list's params and how they are read from and written to the address (only what differs from the defaults). */
export interface AddressCodec<Params> {
  read(address: URLSearchParams): Params;
  write(params: Params): URLSearchParams;
}

/** What the list page (`ListPage`) drives: the search box, the filters panel's toggle and the pages. */
export interface ListControls {
  search: { value: string; onChange(text: string): void };
  filters: { open: boolean; onToggle(): void; show(): void };
  paging: KeysetPaging;
}

type TextKey<Params> = { [Key in keyof Params]: Params[Key] extends string ? Key : never }[keyof Params];

/**
 * The state of a keyset-paged list kept in the address (back and reload keep it): the params,
 * `update` that writes a change (replacing the entry), the search box over the params' `search`
 * field (written 350 ms after the last keystroke), the pages (a new filter or search starts
 * again from the first) and whether the filters panel is open (at first: `filtersOpen(params)`).
 * `codec` and `search` must be stable (module constants).
 */
export function useListAddress<Params extends object>({
  codec,
  search,
  filtersOpen,
}: {
  codec: AddressCodec<Params>;
  search: TextKey<Params>;
  filtersOpen?(params: Params): boolean;
}): ListControls & { params: Params; key: string; update(patch: Partial<Params>): void } {
  const [address, setAddress] = useAddressParams();
  const params = codec.read(address);
  const key = codec.write(params).toString();
  const update = useCallback(
    (patch: Partial<Params>) =>
      setAddress((current) => codec.write({ ...codec.read(current), ...patch }), {
        replace: true,
        preventScrollReset: true,
      }),
    [codec, setAddress],
  );
  const [text, setText] = useDebouncedSearch(
    params[search] as string,
    useCallback((value: string) => update({ [search]: value } as Partial<Params>), [search, update]),
  );
  const paging = useKeysetPaging(key);
  const [open, setOpen] = useState(() => filtersOpen?.(params) ?? false);
  return {
    params,
    /** The params as the address writes them: what scopes the pages and the selection. */
    key,
    update,
    search: { value: text, onChange: setText },
    paging,
    filters: { open, onToggle: () => setOpen((was) => !was), show: () => setOpen(true) },
  };
}
