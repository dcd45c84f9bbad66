import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, ImageUp, LoaderCircle } from 'lucide-react';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@supplier/contracts/account';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useUploadImage, type ImageKind } from '../api/upload-image';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
const ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/** A file picked for `kind`, shown at once (object URL) and uploaded; the server's URL replaces it. */
function useImageUpload(kind: ImageKind) {
  const { t } = useTranslation('account');
  const upload = useUploadImage(kind);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      toast({ variant: 'destructive', description: t('images.wrongType') });
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      toast({ variant: 'destructive', description: t('images.tooLarge', { mb: MAX_MB }) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (response) => toast({ variant: 'successful', description: response.message }),
      onSettled: () => setPreview(null),
    });
  }

  return { pick, preview, pending: upload.isPending };
}

function initials(firstname?: string, lastname?: string): string {
  return `${firstname?.trim()[0] ?? ''}${lastname?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/** The background banner and the avatar over it, each with its own upload button. */
export function ProfileMedia() {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user?.data);
  const avatar = useImageUpload('avatar');
  const background = useImageUpload('background');
  const avatarInput = useRef<HTMLInputElement>(null);
  const backgroundInput = useRef<HTMLInputElement>(null);
  const avatarSrc = avatar.preview ?? user?.avatar ?? null;
  const backgroundSrc = background.preview ?? user?.background ?? null;

  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative h-36 overflow-hidden rounded-xl bg-gradient-to-r from-banner-from to-banner-to sm:h-44"
        data-testid="profile-background"
      >
        {backgroundSrc && (
          <img
            src={backgroundSrc}
            alt={t('images.backgroundAlt')}
            className={cn('size-full object-cover', background.pending && 'opacity-60')}
            data-testid="profile-background-image"
          />
        )}
        <input
          ref={backgroundInput}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={background.pick}
          data-testid="background-input"
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="absolute top-3 right-3 bg-card/90"
          disabled={background.pending}
          onClick={() => backgroundInput.current?.click()}
        >
          {background.pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <ImageUp aria-hidden />}
          {background.pending ? t('images.uploading') : t('images.changeBackground')}
        </Button>
      </div>
      <div className="-mt-14 flex flex-wrap items-end gap-4 px-4">
        <div className="relative">
          <div
            className="flex size-24 items-center justify-center overflow-hidden rounded-full border-4 border-card bg-input text-2xl font-semibold text-foreground/80"
            data-testid="profile-avatar"
          >
            {avatarSrc ? (
              <img
                src={avatarSrc}
                alt={t('images.avatarAlt')}
                className={cn('size-full object-cover', avatar.pending && 'opacity-60')}
                data-testid="profile-avatar-image"
              />
            ) : (
              <span aria-hidden data-seller-data>
                {initials(user?.firstname, user?.lastname)}
              </span>
            )}
          </div>
          <input
            ref={avatarInput}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={avatar.pick}
            data-testid="avatar-input"
          />
        </div>
        <div className="flex flex-col gap-1 pb-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={avatar.pending}
            onClick={() => avatarInput.current?.click()}
          >
            {avatar.pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Camera aria-hidden />}
            {avatar.pending ? t('images.uploading') : t('images.changeAvatar')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('images.hint', { mb: MAX_MB })}</p>
        </div>
      </div>
    </div>
  );
}
