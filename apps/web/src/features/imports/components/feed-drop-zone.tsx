import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Upload } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The file's size in the panel's language: kilobytes under a megabyte, else megabytes. */
function sizeOf(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(bytes / 1024, 0.1));
}

/**
 * The feed file's drop zone: a file dropped on it or chosen (a click, or Enter or Space on it)
 * with its name and size shown, in the panel's language instead of the browser's own file input.
 */
export function FeedDropZone({
  id,
  file,
  accept,
  disabled,
  describedBy,
  onFile,
}: {
  id: string;
  file: File | null;
  accept: string;
  disabled: boolean;
  describedBy: string;
  onFile: (file: File) => void;
}) {
  const { t, i18n } = useTranslation('imports');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const choose = () => !disabled && input.current?.click();
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };

  // The file input is the zone's sibling: an input inside a role="button" is a nested control.
  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-labelledby={`${id}-label ${id}-state`}
        aria-describedby={describedBy}
        onClick={choose}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          choose();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-4 text-center text-sm transition-colors',
          'hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          // Its texts take no pointer events: dragging over them is not leaving the zone.
          '[&>*]:pointer-events-none',
          over && 'border-primary bg-primary/5',
          disabled && 'cursor-not-allowed opacity-60 hover:border-input',
        )}
        data-testid="import-drop-zone"
        data-over={over || undefined}
      >
        {file ? (
          <FileText className="size-6 text-primary" aria-hidden />
        ) : (
          <Upload className="size-6 text-muted-foreground" aria-hidden />
        )}
        <span id={`${id}-state`} className="min-w-0 break-all" data-testid="import-file-chosen">
          {file ? (
            <>
              <span className="font-medium">{file.name}</span>{' '}
              <span className="text-muted-foreground">({sizeOf(file.size, i18n.language)})</span>
            </>
          ) : (
            t('upload.drop')
          )}
        </span>
        <span className="font-medium text-primary underline-offset-4">
          {file ? t('upload.chooseOther') : t('upload.choose')}
        </span>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onFile(picked);
          // The same file chosen again (after it was changed on disk) is read again.
          event.target.value = '';
        }}
        data-testid="import-file"
      />
    </>
  );
}
