import { useId, useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Input } from './input';

/** The links the API keeps: http(s), mailto and tel. */
export const ALLOWED_LINK = /^(https?:\/\/[^\s/]|mailto:\S|tel:\+?[\d\s()-]+$)/i;

/** What a supplier types into the link field, as a link: an email, a phone, or a web address. */
function normalizeLinkInput(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  let href = value;
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(value)) href = `mailto:${value}`;
  else if (/^\+?[\d\s()-]{7,}$/.test(value)) href = `tel:${value.replace(/[\s()-]/g, '')}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) href = `https://${value.replace(/^\/+/, '')}`;
  return ALLOWED_LINK.test(href) ? href : null;
}

/** The rich-text editor's link field: an address typed, checked and set on the selection. */
export function LinkBar({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const inputId = useId();
  const [value, setValue] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const href = normalizeLinkInput(value);
    if (!href) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  }

  // a form inside the page's form would nest; this is a group submitted by Enter or the button
  return (
    <div
      role="group"
      aria-label={t('link')}
      className="flex flex-wrap items-center gap-2 border-b border-border px-2 py-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('linkAddress')}
      </label>
      <Input
        id={inputId}
        autoFocus
        value={value}
        placeholder={t('linkPlaceholder')}
        aria-invalid={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
            editor.commands.focus();
          }
        }}
        className="h-8 min-w-48 flex-1"
      />
      <Button type="button" size="sm" onClick={apply}>
        {t('linkApply')}
      </Button>
      {editor.isActive('link') && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {t('linkRemove')}
        </Button>
      )}
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        {t('linkCancel')}
      </Button>
      {error && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {t('linkInvalid')}
        </p>
      )}
    </div>
  );
}
