import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@supplier/contracts/account';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { useRemoveStoreLogo } from '../api/remove-store-logo';
import { useUploadStoreLogo } from '../api/upload-store-logo';
import { StoreLogo } from './store-logo';

const MAX_MB = Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024);

/** A picked file's problem, checked before it is sent (the API checks the content again). */
function fileProblem(file: File): 'type' | 'size' | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/**
 * The logo: uploaded at once for an existing store (`storeId`), or kept as `pending` and
 * uploaded by the form after the store is created.
 */
export function LogoField({
  storeId,
  name,
  logo,
  pending,
  onPendingChange,
}: {
  storeId?: number;
  name: string;
  logo: string | null;
  pending?: File | null;
  onPendingChange?: (file: File | null) => void;
}) {
  const { t } = useTranslation('stores');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadStoreLogo();
  const remove = useRemoveStoreLogo();
  // the picked file of a store not created yet, shown from memory
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  function showPreview(file: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
  }
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function pick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setError(t(problem === 'type' ? 'logo.type' : 'logo.size', { mb: MAX_MB }));
      return;
    }
    setError(null);
    if (storeId === undefined) {
      showPreview(file);
      onPendingChange?.(file);
      return;
    }
    upload.mutate(
      { id: storeId, file },
      {
        onSuccess: (saved) => toast({ variant: 'successful', description: saved.message }),
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );
  }

  const shown = preview ?? logo;
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{t('fields.logo')}</Label>
      <div className="flex flex-wrap items-center gap-4">
        <StoreLogo name={name} src={shown} alt={t('logo.alt', { name })} className="size-20" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            className="sr-only"
            data-testid="store-logo-input"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ImageUp aria-hidden />}
            {upload.isPending ? t('logo.uploading') : shown ? t('logo.change') : t('logo.upload')}
          </Button>
          {shown && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => {
                setError(null);
                if (storeId === undefined || pending) {
                  showPreview(null);
                  onPendingChange?.(null);
                  return;
                }
                remove.mutate(storeId, {
                  onSuccess: (saved) => toast({ variant: 'successful', description: saved.message }),
                });
              }}
            >
              <Trash2 aria-hidden />
              {t('logo.remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
        {t('logo.hint', { mb: MAX_MB })}
        {storeId === undefined && pending ? ` ${t('logo.pending')}` : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
