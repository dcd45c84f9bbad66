import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** A buyer's photo: the full picture, and a small one for the row of thumbnails when there is one. */
export interface GalleryPhoto {
  url: string;
  thumb_url?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * A buyer's photos as a row of thumbnails (a review's, a return request's); each opens large in a
 * dialog. Nothing when there are none.
 */
export function PhotoGallery({
  photos,
  texts,
  testId,
}: {
  photos: readonly GalleryPhoto[];
  texts: {
    /** The row's accessible name. */
    list: string;
    /** A thumbnail's button, `n` from 1. */
    open(n: number): string;
    title: string;
    description?: ReactNode;
    alt(n: number): string;
  };
  /** Each thumbnail's button. */
  testId: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={texts.list}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-md border border-border focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              aria-label={texts.open(index + 1)}
              data-testid={testId}
            >
              <img src={photo.thumb_url ?? photo.url} alt="" loading="lazy" className="size-16 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={shown != null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            {texts.description && <DialogDescription>{texts.description}</DialogDescription>}
          </DialogHeader>
          {shown && (
            <img
              src={shown.url}
              alt={texts.alt((open ?? 0) + 1)}
              width={shown.width ?? undefined}
              height={shown.height ?? undefined}
              className="h-auto max-h-[70dvh] w-full rounded-md object-contain"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
