import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import type { ChatAttachmentView } from '@supplier/contracts/chats';
import { authorizedGet } from '@/lib/api-client';

/** An attachment is served with the panel's token, so the page reads it as a blob. */
function useAuthorizedBlob(url: string, enabled: boolean): string | null {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let revoked = false;
    let made: string | null = null;
    authorizedGet(url)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || revoked) return;
        made = URL.createObjectURL(blob);
        setBlobUrl(made);
      })
      .catch(() => undefined);
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, enabled]);
  return blobUrl;
}

/** An image is shown; a PDF is a link the person chooses to open. */
export function AttachmentView({ file }: { file: ChatAttachmentView }) {
  const { t } = useTranslation('chats');
  const image = file.type.startsWith('image/');
  const blob = useAuthorizedBlob(file.url, image);
  const [opening, setOpening] = useState(false);
  if (image) {
    return blob ? (
      <img src={blob} alt={file.name} className="max-h-60 max-w-full rounded-lg object-contain" />
    ) : (
      <span className="block h-32 w-40 max-w-full animate-pulse rounded-lg bg-muted" aria-label={file.name} />
    );
  }
  const open = async () => {
    setOpening(true);
    try {
      const response = await authorizedGet(file.url);
      if (!response.ok) return;
      const url = URL.createObjectURL(await response.blob());
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      className="flex max-w-full items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <FileText className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 truncate">{file.name}</span>
      <span className="sr-only">{t('attachments.openPdf')}</span>
    </button>
  );
}
