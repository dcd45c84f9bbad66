import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A product's picture (a list's row or card, an ordered or returned item), or a placeholder when it has none. */
export function ItemImage({ src, className }: { src: string | null; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('size-10 max-w-none shrink-0 rounded-md object-cover', className)}
    />
  ) : (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground',
        className,
      )}
    >
      <ImageOff className="size-4" aria-hidden />
    </span>
  );
}
