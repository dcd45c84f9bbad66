import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, ShieldCheck, Star, Trash2 } from 'lucide-react';
import {
  NP_KEY_NAME_MAX_LENGTH,
  deliveriesIssueText,
  npKeyCreateRequest,
  npKeyRenameRequest,
  type NpKey,
} from '@supplier/contracts/deliveries';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { useSession } from '@/lib/session';
import { useAddNpKey } from '../api/add-np-key';
import { useCheckNpKey } from '../api/check-np-key';
import { useDeleteNpKey } from '../api/delete-np-key';
import { useNpKeys } from '../api/get-np-keys';
import { useMakeDefaultNpKey } from '../api/make-default-np-key';
import { useRenameNpKey } from '../api/rename-np-key';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { EmptyState, ListStates } from '@/components/ui/page-states';

interface AddValues {
  name: string;
  key: string;
}

const DELIVERIES_ISSUES = { issueText: deliveriesIssueText, fieldOf: topLevelField };
const ANY_STATUS = { statuses: null, nested: true };
const addResolver = schemaResolver<AddValues, typeof npKeyCreateRequest>(
  npKeyCreateRequest,
  undefined,
  DELIVERIES_ISSUES,
);
const renameResolver = schemaResolver<{ name: string }, typeof npKeyRenameRequest>(
  npKeyRenameRequest,
  undefined,
  DELIVERIES_ISSUES,
);

/** The stored user's `supplier_np_api_key` follows the default key (masked) as the list changes. */
function useSyncStoredKey(keys: NpKey[] | undefined) {
  const masked = keys ? (keys.find((key) => key.is_default)?.masked_key ?? null) : undefined;
  useEffect(() => {
    if (masked === undefined) return;
    const session = useSession.getState();
    if (session.user && session.user.data.supplier_np_api_key !== masked) {
      session.mergeUserData({ supplier_np_api_key: masked });
    }
  }, [masked]);
}

function AddKeyForm() {
  const { t } = useTranslation('deliveries');
  const add = useAddNpKey();
  const form = useForm<AddValues, unknown, { name: string; key: string }>({
    resolver: addResolver,
    defaultValues: { name: '', key: '' },
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  const onSubmit = form.handleSubmit((body) =>
    add.mutateAsync(body).then(
      (result) => {
        toast({ variant: 'successful', description: result.message });
        form.reset();
      },
      (error: unknown) => applyServerErrors(error, form.setError, ['name', 'key'], ANY_STATUS),
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-lg">
          {t('keys.addTitle')}
        </CardTitle>
        <CardDescription>{t('keys.howTo')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={add.isPending}
          className="grid gap-4 md:grid-cols-[1fr_2fr_auto] md:items-start"
        >
          <FormField
            label={t('keys.name')}
            error={errors.name?.message}
            limit={{ max: NP_KEY_NAME_MAX_LENGTH, length: textLength(name) }}
          >
            {(control) => <Input {...control} {...form.register('name')} placeholder={t('keys.namePlaceholder')} />}
          </FormField>
          <FormField label={t('keys.key')} error={errors.key?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('key')}
                className="font-mono"
                placeholder={t('keys.keyPlaceholder')}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                pattern="[0-9a-fA-F]{32}"
                maxLength={64}
              />
            )}
          </FormField>
          <Button type="submit" disabled={add.isPending} className="md:mt-6">
            <KeyRound aria-hidden />
            {add.isPending ? t('keys.adding') : t('keys.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RenameDialog({ target, onClose }: { target: NpKey | null; onClose: () => void }) {
  const { t } = useTranslation('deliveries');
  const rename = useRenameNpKey();
  const form = useForm<{ name: string }>({ resolver: renameResolver, values: { name: target?.name ?? '' } });
  const name = useWatch({ control: form.control, name: 'name' });
  const onSubmit = form.handleSubmit(({ name }) =>
    target
      ? rename.mutateAsync({ id: target.id, name }).then(
          (result) => {
            toast({ variant: 'successful', description: result.message });
            onClose();
          },
          (error: unknown) => applyServerErrors(error, form.setError, ['name'], ANY_STATUS),
        )
      : undefined,
  );
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('keys.renameTitle')}</DialogTitle>
          <DialogDescription>{target?.masked_key}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField
            label={t('keys.name')}
            error={form.formState.errors.name?.message}
            limit={{ max: NP_KEY_NAME_MAX_LENGTH, length: textLength(name) }}
          >
            {(control) => <Input {...control} {...form.register('name')} autoFocus />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? t('actions.saving') : t('actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ target, onClose }: { target: NpKey | null; onClose: () => void }) {
  const { t } = useTranslation('deliveries');
  const remove = useDeleteNpKey();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('keys.deleteTitle', { name: target?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('keys.deleteDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} autoFocus>
            {t('actions.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              target &&
              remove.mutate(target.id, {
                onSuccess: (result) => {
                  toast({ variant: 'successful', description: result.message });
                  onClose();
                },
              })
            }
          >
            {t('keys.deleteConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function KeyRow({
  item,
  onRename,
  onDelete,
}: {
  item: NpKey;
  onRename: (key: NpKey) => void;
  onDelete: (key: NpKey) => void;
}) {
  const { t } = useTranslation('deliveries');
  const makeDefault = useMakeDefaultNpKey();
  const check = useCheckNpKey();
  const done = (result: { message: string }) => toast({ variant: 'successful', description: result.message });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="np-key"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{item.name}</span>
          {item.is_default && (
            <Badge variant="success">
              <Star aria-hidden />
              {t('keys.default')}
            </Badge>
          )}
          {item.status === 'invalid' && <Badge variant="destructive">{t('keys.invalid')}</Badge>}
        </div>
        <p className="mt-1 font-mono text-sm text-muted-foreground">{item.masked_key}</p>
        <p className="text-xs text-muted-foreground">
          {item.counterparty_description && `${t('keys.counterparty', { name: item.counterparty_description })} · `}
          {t('keys.checkedAt', { date: formatDateTime(item.checked_at) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('keys.actionsFor', { name: item.name })}>
        {!item.is_default && (
          <Button
            size="sm"
            variant="outline"
            disabled={makeDefault.isPending}
            onClick={() => makeDefault.mutate(item.id, { onSuccess: done })}
          >
            <Star aria-hidden />
            {t('keys.makeDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={check.isPending}
          onClick={() => check.mutate(item.id, { onSuccess: done })}
        >
          <ShieldCheck aria-hidden />
          {t('keys.check')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onRename(item)}>
          <Pencil aria-hidden />
          {t('keys.rename')}
        </Button>
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => onDelete(item)}>
          <Trash2 aria-hidden />
          {t('keys.delete')}
        </Button>
      </div>
    </li>
  );
}

/** `Менеджер API ключів` (carrier Нова Пошта): add (checked live), rename, default, check, delete. */
export function NpKeysManager() {
  const { t } = useTranslation('deliveries');
  const keys = useNpKeys();
  const [renaming, setRenaming] = useState<NpKey | null>(null);
  const [deleting, setDeleting] = useState<NpKey | null>(null);
  useSyncStoredKey(keys.data?.data);

  return (
    <div className="grid gap-6">
      <AddKeyForm />
      <section aria-labelledby="np-keys-title" className="grid gap-3">
        <h2 id="np-keys-title" className="text-lg font-semibold">
          {t('keys.listTitle')}
        </h2>
        <ListStates
          result={keys}
          loading={{ rows: 2, className: 'h-20' }}
          error={{ title: t('keys.loadError') }}
          empty={<EmptyState title={t('keys.empty')} description={t('keys.emptyDescription')} />}
        >
          {(data) => (
            <ul className="grid gap-3">
              {data.data.map((item) => (
                <KeyRow key={item.id} item={item} onRename={setRenaming} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <RenameDialog target={renaming} onClose={() => setRenaming(null)} />
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
