import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { PRODUCT_IMAGES_MAX } from '@supplier/contracts/products';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { moveItem, pickFiles, type ImageItem } from '../lib/images';

/**
 * The product's images: pick files (JPEG, PNG, WebP up to 10 MB, at most 15), reorder by drag
 * or by keyboard (arrows move the focused image, Home makes it main, Delete removes it); the
 * first is the main one.
 */
export function ImagesField({
  items,
  onChange,
  error,
}: {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('products');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  const focusAt = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-image-item]')[index]?.focus());

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(t('images.moved', { from: from + 1, to: to + 1, total: items.length }));
    focusAt(to);
  };
  const remove = (index: number) => {
    const item = items[index];
    if (item?.kind === 'new') URL.revokeObjectURL(item.url);
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(t('images.removed', { position: index + 1 }));
    if (items.length > 1) focusAt(Math.min(index, items.length - 2));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(index, index - 1),
      ArrowUp: () => move(index, index - 1),
      ArrowRight: () => move(index, index + 1),
      ArrowDown: () => move(index, index + 1),
      Home: () => move(index, 0),
      End: () => move(index, items.length - 1),
      Delete: () => remove(index),
      Backspace: () => remove(index),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const add = (files: File[]) => {
    const picked = pickFiles(files, items);
    onChange([...items, ...picked.items]);
    setProblems(
      picked.rejected.map((r) => t(`images.rejected.${r.reason}`, { file: r.file, max: PRODUCT_IMAGES_MAX })),
    );
  };

  return (
    <div className="grid gap-3" data-testid="images-field">
      <p id="images-help" className="text-sm text-muted-foreground">
        {t('images.help', { max: PRODUCT_IMAGES_MAX })}
      </p>
      {items.length > 0 && (
        <ol
          ref={list}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label={t('images.list')}
          data-testid="images-list"
        >
          {items.map((item, index) => {
            const src = item.kind === 'existing' ? item.image.thumb_url : item.url;
            const label = t('images.item', { position: index + 1, total: items.length });
            return (
              <li
                key={item.key}
                data-image-item
                data-testid="image-item"
                tabIndex={0}
                draggable
                aria-label={index === 0 ? `${label}. ${t('images.main')}` : label}
                aria-describedby="images-keys"
                onKeyDown={(event) => onKeyDown(event, index)}
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
                  if (Number.isInteger(from)) move(from, index);
                  setDragging(null);
                }}
                onDragEnd={() => setDragging(null)}
                data-refused={item.kind === 'new' && item.error ? 'true' : undefined}
                className={cn(
                  'group relative overflow-hidden rounded-lg border border-border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  index === 0 && 'ring-2 ring-primary/60',
                  dragging === index && 'opacity-50',
                )}
              >
                <img src={src} alt="" className="aspect-square w-full cursor-grab object-cover" draggable={false} />
                {item.kind === 'new' && item.error && (
                  <p
                    role="alert"
                    className="border-t border-destructive/40 bg-danger-surface px-2 py-1 text-xs break-words text-destructive"
                    data-testid="image-error"
                  >
                    <span className="font-medium">{item.file.name}</span>: {item.error}
                  </p>
                )}
                {index === 0 && (
                  <span className="absolute top-1 left-1 rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
                    {t('images.main')}
                  </span>
                )}
                <div className="flex justify-between gap-1 p-1">
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    disabled={index === 0}
                    aria-label={t('images.makeMain', { position: index + 1 })}
                    onClick={() => move(index, 0)}
                    data-testid="image-make-main"
                  >
                    <Star aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={t('images.remove', { position: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p id="images-keys" className="sr-only">
        {t('images.keys')}
      </p>
      <div aria-live="polite" className="sr-only" data-testid="images-announcement">
        {announcement}
      </div>
      <div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="images-input"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={items.length >= PRODUCT_IMAGES_MAX}
          onClick={() => input.current?.click()}
          aria-describedby="images-help"
        >
          <ImagePlus aria-hidden />
          {t('images.add')}
        </Button>
      </div>
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <p key={problem} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ))}
    </div>
  );
}
