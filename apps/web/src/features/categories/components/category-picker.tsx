import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronRight, FolderOpen, Tag } from 'lucide-react';
import { CATEGORY_SEARCH_MIN, type Category } from '@supplier/contracts/categories';
import { Button } from '@/components/ui/button';
import { ListStates } from '@/components/ui/page-states';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { useCategories } from '../api/get-categories';
import { categoryQueryOptions } from '../api/get-category';
import { useSearchCategories } from '../api/search-categories';
import { useDebounced } from '@/lib/use-debounced';

export interface PickedCategory {
  id: number;
  name: string;
  path: string;
  is_leaf: boolean;
}

interface CategoryPickerProps {
  /** Called with the chosen category (a leaf only, unless `leafOnly` is false). */
  onChoose: (category: PickedCategory) => void;
  /** Products go into leaves only; attribute groups may bind any category. */
  leafOnly?: boolean;
  /** Ids shown as already chosen. */
  chosenIds?: number[];
  /** What the search starts with (a feed category's name when an import maps it). */
  initialSearch?: string;
  className?: string;
}

function Row({
  category,
  leafOnly,
  chosen,
  showPath,
  onOpen,
  onChoose,
}: {
  category: Category;
  leafOnly: boolean;
  chosen: boolean;
  showPath: boolean;
  onOpen: (category: Category) => void;
  onChoose: (category: Category) => void;
}) {
  const { t } = useTranslation('categories');
  const canChoose = category.is_leaf || !leafOnly;
  return (
    <li
      className="flex items-center gap-2 border-b border-border px-3 py-2 last:border-b-0"
      data-testid="category-row"
      data-leaf={category.is_leaf}
    >
      {category.is_leaf ? (
        <Tag className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      ) : (
        <FolderOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        {category.is_leaf ? (
          <p className="truncate text-sm font-medium">{category.name}</p>
        ) : (
          <button
            type="button"
            className="truncate text-left text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-none"
            onClick={() => onOpen(category)}
          >
            {category.name}
          </button>
        )}
        {showPath && (
          <p className="truncate text-xs text-muted-foreground" data-testid="category-path">
            {category.path}
          </p>
        )}
      </div>
      {canChoose && (
        <Button
          type="button"
          size="sm"
          variant={chosen ? 'secondary' : 'outline'}
          disabled={chosen}
          onClick={() => onChoose(category)}
          aria-label={t('chooseNamed', { name: category.path })}
        >
          {chosen ? t('chosen') : t('choose')}
        </Button>
      )}
      {!category.is_leaf && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onOpen(category)}
          aria-label={t('openNamed', { name: category.name })}
        >
          <ChevronRight aria-hidden />
        </Button>
      )}
    </li>
  );
}

/**
 * The category picker of `products/create/categories`: search with the path shown, or drill
 * down from the roots. Products take leaf categories only.
 */
export function CategoryPicker({
  onChoose,
  leafOnly = true,
  chosenIds = [],
  initialSearch = '',
  className,
}: CategoryPickerProps) {
  const { t } = useTranslation(['categories', 'common']);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState(initialSearch);
  const [trail, setTrail] = useState<Category[]>([]);
  const q = useDebounced(search.trim(), 250);
  const searching = q.length >= CATEGORY_SEARCH_MIN;
  const current = trail.at(-1) ?? null;
  const children = useCategories(current?.id ?? null);
  const found = useSearchCategories(q);
  const list = searching ? found : children;

  const open = (category: Category) => {
    setSearch('');
    if (!searching && category.depth === trail.length) {
      setTrail((previous) => [...previous, category]);
      return;
    }
    // from a search result: the trail comes from the category's ancestors
    void queryClient.fetchQuery(categoryQueryOptions(category.id)).then(
      ({ data }) =>
        setTrail([
          ...data.ancestors.map((ancestor, depth) => ({
            id: ancestor.id,
            name: ancestor.name,
            parent_id: depth === 0 ? null : data.ancestors[depth - 1]!.id,
            path: data.path
              .split(' / ')
              .slice(0, depth + 1)
              .join(' / '),
            depth,
            is_leaf: false,
          })),
          category,
        ]),
      () => setTrail([category]),
    );
  };
  const choose = (category: Category) =>
    onChoose({ id: category.id, name: category.name, path: category.path, is_leaf: category.is_leaf });
  const goTo = (index: number) => setTrail(trail.slice(0, index + 1));

  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="category-picker">
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        data-testid="category-search"
      />
      {!searching && (
        <nav aria-label={t('trail')} className="flex flex-wrap items-center gap-1 text-sm">
          <button
            type="button"
            className={cn('rounded px-1 hover:underline', trail.length === 0 && 'font-semibold')}
            onClick={() => setTrail([])}
          >
            {t('all')}
          </button>
          {trail.map((step, index) => (
            <span key={`${step.id}-${index}`} className="flex items-center gap-1">
              <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden />
              <button
                type="button"
                className={cn('rounded px-1 hover:underline', index === trail.length - 1 && 'font-semibold')}
                aria-current={index === trail.length - 1 ? 'location' : undefined}
                onClick={() => goTo(index)}
              >
                {step.name}
              </button>
            </span>
          ))}
        </nav>
      )}
      <div className="max-h-[28rem] overflow-y-auto rounded-xl border border-border bg-card">
        <ListStates
          result={list}
          loading={{ rows: 4, className: 'h-8' }}
          error={{ title: t('loadError') }}
          empty={
            <p className="p-4 text-sm text-muted-foreground" data-testid="categories-empty">
              {searching ? t('notFound', { search: q }) : t('empty')}
            </p>
          }
        >
          {(data) => (
            <ul data-testid="categories-list" aria-label={searching ? t('results') : (current?.name ?? t('all'))}>
              {data.data.map((category) => (
                <Row
                  key={category.id}
                  category={category}
                  leafOnly={leafOnly}
                  chosen={chosenIds.includes(category.id)}
                  showPath={searching}
                  onOpen={open}
                  onChoose={choose}
                />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
      {leafOnly && <p className="text-xs text-muted-foreground">{t('leafHint')}</p>}
    </div>
  );
}
