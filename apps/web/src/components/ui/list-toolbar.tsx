import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';

/**
 * Above a searchable list: the search box, the button that opens the filters (marked while any
 * filter is set), the sort choice, then the list's own actions (`children`). Test ids are
 * `<prefix>-search`, `<prefix>-filters-toggle` and `<prefix>-sort` when a prefix is given.
 */
export function ListToolbar<Sort extends string>({
  testIdPrefix,
  search,
  filters,
  sort,
  children,
}: {
  testIdPrefix?: string;
  search: { value: string; onChange(text: string): void; placeholder: string; label: string };
  filters?: { active: boolean; open: boolean; onToggle(): void; label: string };
  sort?: { value: Sort; onChange(sort: Sort): void; label: string; options: { value: Sort; label: string }[] };
  children?: ReactNode;
}) {
  const testId = (name: string) => testIdPrefix && `${testIdPrefix}-${name}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchInput
        className="min-w-0 flex-1 basis-60"
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        placeholder={search.placeholder}
        aria-label={search.label}
        data-testid={testId('search')}
      />
      {filters && (
        <Button
          variant={filters.active ? 'secondary' : 'outline'}
          onClick={filters.onToggle}
          aria-expanded={filters.open}
          data-testid={testId('filters-toggle')}
        >
          <SlidersHorizontal aria-hidden />
          {filters.label}
        </Button>
      )}
      {sort && (
        <select
          value={sort.value}
          onChange={(event) => sort.onChange(event.target.value as Sort)}
          aria-label={sort.label}
          // on a phone it shares the row with the filters button and the list's actions
          className={cn(inputClassName, 'w-auto min-w-0 shrink max-sm:flex-1 max-sm:basis-28')}
          data-testid={testId('sort')}
        >
          {sort.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {children}
    </div>
  );
}
