import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  Unlink,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { ALLOWED_LINK, LinkBar } from './rich-text-link-bar';

/**
 * The shared rich-text editor (Tiptap): the safe subset the API keeps — paragraphs, line breaks,
 * bold, italic, underline, strike, h2, h3, lists, quotes and http(s)/mailto/tel links. It is
 * heavy, so load it with React.lazy (`lazy(() => import('@/components/ui/rich-text-editor'))`, a
 * `Skeleton` as the Suspense fallback) and never import it statically, or it joins the importer's
 * chunk. The API sanitizes whatever it gets anyway.
 */

/** How sanitized rich text reads, in the editor and wherever it is shown. */
export const richTextContentClassName =
  'text-sm leading-relaxed break-words text-foreground [&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5 [&_li>p]:my-0 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-input [&_blockquote]:pl-4 [&_blockquote]:text-foreground/80 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0';

export interface RichTextEditorProps {
  /** HTML of the safe subset; an empty editor is `''`. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
  /** Tailwind min-height of the writing area, e.g. `min-h-64`. */
  contentClassName?: string;
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8 rounded-md', active && 'bg-muted text-primary')}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The editor with its toolbar; default export for React.lazy. */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  id,
  disabled = false,
  className,
  contentClassName = 'min-h-48',
  ...aria
}: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener nofollow', target: null },
          isAllowedUri: (url) => ALLOWED_LINK.test(url),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...Object.fromEntries(
          Object.entries(aria)
            .filter(([, attribute]) => attribute !== undefined && attribute !== false)
            .map(([name, attribute]) => [name, String(attribute)]),
        ),
        class: cn('rounded-b-lg px-3 py-2 focus:outline-none', richTextContentClassName, contentClassName),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlurRef.current?.(),
  });

  // a value set from outside (a reset, another record) replaces the document
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolState | null =>
      current && !current.isDestroyed
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            strike: current.isActive('strike'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            blockquote: current.isActive('blockquote'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });

  if (!editor || !state) return <EditorPlaceholder className={className} />;
  const chain = () => editor.chain().focus();

  return (
    <div
      data-slot="rich-text-editor"
      className={cn(
        'rounded-lg border border-border bg-card shadow-xs focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30 has-[[aria-invalid=true]]:border-destructive',
        disabled && 'opacity-60',
        className,
      )}
    >
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        aria-controls={id}
        className="flex flex-wrap items-center gap-0.5 border-b border-border px-1.5 py-1"
      >
        <ToolButton
          label={t('bold')}
          active={state.bold}
          disabled={disabled}
          onClick={() => chain().toggleBold().run()}
        >
          <Bold aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('italic')}
          active={state.italic}
          disabled={disabled}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('underline')}
          active={state.underline}
          disabled={disabled}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Underline aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('strike')}
          active={state.strike}
          disabled={disabled}
          onClick={() => chain().toggleStrike().run()}
        >
          <Strikethrough aria-hidden />
        </ToolButton>
        <span className="mx-1 h-5 w-px bg-border" aria-hidden />
        <ToolButton
          label={t('heading2')}
          active={state.h2}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('heading3')}
          active={state.h3}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('bulletList')}
          active={state.bulletList}
          disabled={disabled}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('orderedList')}
          active={state.orderedList}
          disabled={disabled}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('blockquote')}
          active={state.blockquote}
          disabled={disabled}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote aria-hidden />
        </ToolButton>
        <span className="mx-1 h-5 w-px bg-border" aria-hidden />
        <ToolButton
          label={t('link')}
          active={state.link || linkOpen}
          disabled={disabled}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <Link2 aria-hidden />
        </ToolButton>
        {state.link && (
          <ToolButton
            label={t('linkRemove')}
            disabled={disabled}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            <Unlink aria-hidden />
          </ToolButton>
        )}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden />
        <ToolButton label={t('undo')} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 aria-hidden />
        </ToolButton>
        <ToolButton label={t('redo')} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 aria-hidden />
        </ToolButton>
      </div>
      {linkOpen && !disabled && <LinkBar editor={editor} onClose={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}

/** The editor's place until Tiptap has made the editor. */
function EditorPlaceholder({ className }: { className?: string }) {
  return (
    <div
      data-slot="rich-text-editor-skeleton"
      aria-hidden
      className={cn('rounded-lg border border-border bg-card', className)}
    >
      <div className="h-10 border-b border-border" />
      <div className="min-h-48 animate-pulse bg-muted/40" />
    </div>
  );
}

export default RichTextEditor;
