import { cn } from '@/lib/cn';

/**
 * A free text in a table: at most one or two lines, the full text on hover (title). Long words
 * break anywhere, so a 1,000-character comment never widens its table (issue 17, item 2).
 */
export function ClampedText({ text, lines = 2, className }: { text: string; lines?: 1 | 2; className?: string }) {
  return (
    <span
      title={text}
      className={cn('block [overflow-wrap:anywhere]', lines === 1 ? 'truncate' : 'line-clamp-2', className)}
      data-clamped=""
    >
      {text}
    </span>
  );
}
