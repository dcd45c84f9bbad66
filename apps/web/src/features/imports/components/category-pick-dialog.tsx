import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { ImportCategory } from '@supplier/contracts/imports';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Lets the page put the marketplace category picker here (categories are another feature). */
export type ImportCategoryPicker = (props: {
  onPick: (category: { id: number; path: string }) => void;
  /** What the picker's search starts with: the feed category's name. */
  initialSearch: string;
}) => ReactNode;

/**
 * The marketplace category for one feed category, its search started with the feed category's
 * name. A feed category with subcategories may give the choice (or leaving it out) to all of
 * them: ticked at first when it holds no offers of its own, as a parent then only groups them.
 */
export function CategoryPickDialog({
  category,
  descendants,
  categoryPicker,
  onChoose,
  onClose,
}: {
  category: ImportCategory;
  /** Its subcategories in the feed, theirs too. */
  descendants: ImportCategory[];
  categoryPicker: ImportCategoryPicker;
  onChoose: (choice: { id: number; path: string } | null, withChildren: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('imports');
  const [withChildren, setWithChildren] = useState(descendants.length > 0 && category.offers === 0);
  const offers = descendants.reduce((sum, child) => sum + child.offers, 0);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg grid-cols-[minmax(0,1fr)]" data-testid="import-category-dialog">
        <DialogHeader>
          <DialogTitle>{t('categories.pickTitle')}</DialogTitle>
          <DialogDescription>{category.path}</DialogDescription>
        </DialogHeader>
        {descendants.length > 0 && (
          <label className="flex items-start gap-2 text-sm">
            <Checkbox
              checked={withChildren}
              onCheckedChange={(next) => setWithChildren(next === true)}
              data-testid="import-category-with-children"
            />
            <span>{t('categories.withChildren', { count: descendants.length, offers })}</span>
          </label>
        )}
        {categoryPicker({
          initialSearch: category.name,
          onPick: (picked) => onChoose(picked, withChildren),
        })}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => onChoose(null, withChildren)}
            data-testid="import-category-dialog-exclude"
          >
            <Ban aria-hidden />
            {withChildren ? t('categories.excludeWithChildren') : t('categories.excludeShort')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
