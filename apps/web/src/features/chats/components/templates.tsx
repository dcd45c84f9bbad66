import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CHAT_TEMPLATE_TITLE_MAX,
  CHAT_TEXT_MAX,
  chatsIssueText,
  chatTemplateRequest,
  type ChatTemplate,
  type ChatTemplateRequest,
} from '@supplier/contracts/chats';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextLimitHint } from '@/components/ui/text-limit-hint';
import { errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/form';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../api/chats';

/** The quick replies: pick one to put its text in the composer, or manage them. */
export function TemplatesPicker({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation('chats');
  const templates = useTemplates();
  const [managing, setManaging] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('templates.pick')} data-testid="templates-button">
            <MessageSquareText aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-w-[min(20rem,calc(100vw-2rem))]">
          <DropdownMenuLabel>{t('templates.title')}</DropdownMenuLabel>
          {(templates.data?.data ?? []).map((template) => (
            <DropdownMenuItem key={template.id} onSelect={() => onPick(template.text)} data-testid="template-item">
              <span className="truncate">{template.title}</span>
            </DropdownMenuItem>
          ))}
          {templates.data?.data.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('templates.none')}</p>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setManaging(true)}>{t('templates.manage')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <TemplatesDialog open={managing} onOpenChange={setManaging} templates={templates.data?.data ?? []} />
    </>
  );
}

/** The template being written: `id` set while one is edited. */
interface TemplateValues {
  id?: number;
  title: string;
  text: string;
}

const EMPTY: TemplateValues = { title: '', text: '' };

const resolver = schemaResolver<TemplateValues, typeof chatTemplateRequest>(
  chatTemplateRequest,
  ({ title, text }) => ({ title, text }),
  { issueText: chatsIssueText },
);

function TemplatesDialog({
  open,
  onOpenChange,
  templates,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  templates: ChatTemplate[];
}) {
  const { t } = useTranslation('chats');
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const form = useForm<TemplateValues, unknown, ChatTemplateRequest>({ resolver, defaultValues: EMPTY });
  const [editingId, title, text] = useWatch({ control: form.control, name: ['id', 'title', 'text'] });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync({ id: form.getValues('id'), ...body }).then(
      () => form.reset(EMPTY),
      (failure: unknown) => form.setError('root', { type: 'server', message: errorMessages(failure).join(' ') }),
    ),
  );
  const [deleting, setDeleting] = useState<ChatTemplate | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('templates.title')}</DialogTitle>
          <DialogDescription>{t('templates.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid max-h-60 gap-1 overflow-y-auto">
          {templates.map((template) => (
            <li key={template.id} className="flex min-w-0 items-center gap-2 rounded-lg border border-border px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{template.title}</span>
                <span className="block truncate text-xs text-muted-foreground">{template.text}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('templates.edit', { title: template.title })}
                onClick={() => form.reset({ id: template.id, title: template.title, text: template.text })}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('templates.delete', { title: template.title })}
                onClick={() => setDeleting(template)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <form className="grid gap-3" onSubmit={(event) => void onSubmit(event)}>
          <div className="grid gap-1.5">
            <Label htmlFor="template-title">{t('templates.name')}</Label>
            <Input
              id="template-title"
              {...form.register('title')}
              maxLength={CHAT_TEMPLATE_TITLE_MAX}
              aria-describedby={errors.title ? 'template-title-hint template-title-error' : 'template-title-hint'}
              aria-invalid={errors.title ? true : undefined}
              required
            />
            <div id="template-title-hint" className="text-xs text-muted-foreground">
              <TextLimitHint length={title.length} max={CHAT_TEMPLATE_TITLE_MAX} />
            </div>
            {errors.title && (
              <p id="template-title-error" role="alert" className="text-sm text-destructive">
                {errors.title.message}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="template-text">{t('templates.text')}</Label>
            <textarea
              id="template-text"
              {...form.register('text')}
              rows={3}
              maxLength={CHAT_TEXT_MAX}
              className={cn(inputClassName, 'h-auto')}
              aria-describedby={errors.text ? 'template-text-hint template-text-error' : 'template-text-hint'}
              aria-invalid={errors.text ? true : undefined}
              required
            />
            <div id="template-text-hint" className="text-xs text-muted-foreground">
              <TextLimitHint length={text.length} max={CHAT_TEXT_MAX} />
            </div>
            {errors.text && (
              <p id="template-text-error" role="alert" className="text-sm text-destructive">
                {errors.text.message}
              </p>
            )}
          </div>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {editingId && (
              <Button type="button" variant="outline" onClick={() => form.reset(EMPTY)}>
                {t('templates.cancelEdit')}
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {editingId ? t('templates.save') : t('templates.add')}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          title={t('templates.deleteTitle', { title: deleting?.title ?? '' })}
          confirmLabel={t('templates.deleteConfirm')}
          onConfirm={() => remove.mutateAsync(deleting!.id)}
        />
      </DialogContent>
    </Dialog>
  );
}
