import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  CHAT_ATTACHMENTS_MAX,
  CHAT_TEXT_MAX,
  CHAT_TYPING_EVERY_MS,
  type ChatAttachmentView,
} from '@supplier/contracts/chats';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { TextLimitHint } from '@/components/ui/text-limit-hint';
import { errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { sendTyping, uploadAttachment } from '../api/chats';
import { TemplatesPicker } from './templates';

interface Picked {
  key: string;
  name: string;
  preview: string | null;
  stored: ChatAttachmentView | null;
}

/**
 * The answer being written: Enter sends, Shift+Enter breaks the line; files are uploaded when
 * picked (checked by the server) and sent with the text; the buyer sees «пише…» while typing.
 */
export function Composer({
  chatId,
  autoFocus = false,
  onSend,
}: {
  chatId: number;
  /** Focused when shown: a chat opened beside the list is answered right away. */
  autoFocus?: boolean;
  onSend(text: string, attachments: ChatAttachmentView[]): void;
}) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(
    () => () => {
      for (const file of files) if (file.preview) URL.revokeObjectURL(file.preview);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const uploading = files.some((file) => file.stored === null);
  const ready = files.filter((file) => file.stored).map((file) => file.stored!);
  const canSend = !uploading && (text.trim().length > 0 || ready.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), ready);
    setText('');
    for (const file of files) if (file.preview) URL.revokeObjectURL(file.preview);
    setFiles([]);
    setError(null);
    area.current?.focus();
  };

  const pick = (list: FileList | null) => {
    setError(null);
    for (const file of [...(list ?? [])].slice(0, CHAT_ATTACHMENTS_MAX - files.length)) {
      if (file.size > CHAT_ATTACHMENT_MAX_BYTES) {
        setError(t('attachments.tooLarge', { name: file.name, mb: CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024 }));
        continue;
      }
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      setFiles((current) => [...current, { key, name: file.name, preview, stored: null }]);
      uploadAttachment(chatId, file).then(
        ({ data }) =>
          setFiles((current) => current.map((item) => (item.key === key ? { ...item, stored: data } : item))),
        (failure: unknown) => {
          setFiles((current) => current.filter((item) => item.key !== key));
          if (preview) URL.revokeObjectURL(preview);
          setError(errorMessages(failure).join(' '));
        },
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="grid gap-2 border-t border-border p-2 sm:p-3">
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('attachments.picked')}>
          {files.map((file) => (
            <li
              key={file.key}
              className={cn(
                'relative flex items-center gap-2 rounded-lg border border-border bg-card p-1 pr-8 text-xs',
                !file.stored && 'opacity-60',
              )}
              data-testid="picked-attachment"
            >
              {file.preview ? (
                <img src={file.preview} alt="" className="size-10 rounded object-cover" />
              ) : (
                <FileText className="size-5" aria-hidden />
              )}
              <span className="max-w-32 truncate">{file.name}</span>
              <button
                type="button"
                className="absolute top-1 right-1 rounded p-1 hover:bg-muted"
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((item) => item.key !== file.key))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex items-end gap-1">
        <TemplatesPicker
          onPick={(template) => {
            setText((current) => (current.trim() ? `${current.trimEnd()}\n${template}` : template));
            area.current?.focus();
          }}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('attachments.add')}
          onClick={() => fileInput.current?.click()}
          disabled={files.length >= CHAT_ATTACHMENTS_MAX}
        >
          <Paperclip aria-hidden />
        </Button>
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          multiple
          accept={CHAT_ATTACHMENT_TYPES.join(',')}
          onChange={(event) => pick(event.target.files)}
          data-testid="attachment-input"
        />
        <label htmlFor={`composer-${chatId}`} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={area}
          id={`composer-${chatId}`}
          value={text}
          rows={1}
          autoFocus={autoFocus}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('composer.placeholder')}
          aria-describedby={`composer-${chatId}-hint`}
          className={cn(inputClassName, 'h-auto max-h-40 min-h-10 flex-1 resize-none')}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (now - lastTyping.current > CHAT_TYPING_EVERY_MS) {
              lastTyping.current = now;
              void sendTyping(chatId).catch(() => undefined);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          data-testid="chat-composer"
        />
        <Button size="icon" aria-label={t('composer.send')} onClick={send} disabled={!canSend} data-testid="chat-send">
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <div id={`composer-${chatId}-hint`} className="px-1 text-xs text-muted-foreground">
        <TextLimitHint length={text.length} max={CHAT_TEXT_MAX} />
      </div>
    </div>
  );
}
