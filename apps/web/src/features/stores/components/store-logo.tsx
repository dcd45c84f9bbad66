import { cn } from '@/lib/cn';

/** The store's logo, or its initials on a tinted square when it has none. */
export function StoreLogo({
  name,
  src,
  alt,
  className,
}: {
  name: string;
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const initials =
    name
      .split(/\s+/)
      .filter((word) => /^[\p{L}\p{N}]/u.test(word))
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '•';
  return src ? (
    <img
      src={src}
      alt={alt}
      className={cn('size-12 shrink-0 rounded-lg border border-border object-cover', className)}
    />
  ) : (
    <span
      aria-hidden
      data-seller-data
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-semibold text-success',
        className,
      )}
    >
      {initials}
    </span>
  );
}
