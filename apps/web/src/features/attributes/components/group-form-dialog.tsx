import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import {
  ATTRIBUTE_NAME_MAX,
  attributeGroupRequest,
  type AttributeGroup,
  type AttributeGroupInput,
  type AttributeGroupRequest,
} from '@supplier/contracts/attributes';
import { catalogIssueText } from '@supplier/contracts/categories';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { useAttributes } from '../api/get-attributes';
import type { EntityFormDialogProps } from '@/lib/use-entity-form';
import { useSaveAttributeGroup } from '../api/save-attribute-group';

export interface BoundCategory {
  id: number;
  name: string;
  path: string;
}

/** Lets the page put a category picker in the group form (categories are another feature). */
export type CategoryPickerSlot = (props: {
  onPick: (category: BoundCategory) => void;
  chosenIds: number[];
}) => ReactNode;

interface Values {
  name: string;
  attribute_ids: number[];
  categories: BoundCategory[];
}

const prepare = ({ name, attribute_ids, categories }: Values): AttributeGroupRequest => ({
  name,
  attribute_ids,
  category_ids: categories.map((category) => category.id),
});

/** The request's `category_ids` are the form's `categories`; a whole-request issue is the root's. */
const fieldOf = (path: readonly PropertyKey[]) => {
  const field = topLevelField(path);
  return field === 'category_ids' ? 'categories' : field || 'root';
};

const resolver = schemaResolver<Values, typeof attributeGroupRequest>(attributeGroupRequest, prepare, {
  issueText: catalogIssueText,
  fieldOf,
});

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Create or edit a group: its name, its attributes in order, the categories it applies to. */
export function GroupFormDialog({
  open,
  onOpenChange,
  entity: group,
  categoryPicker,
}: EntityFormDialogProps<AttributeGroup> & { categoryPicker: CategoryPickerSlot }) {
  const { t } = useTranslation('attributes');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="group-dialog">
        <DialogHeader>
          <DialogTitle>{group ? t('groups.editTitle') : t('groups.createTitle')}</DialogTitle>
          <DialogDescription>{t('groups.formDescription')}</DialogDescription>
        </DialogHeader>
        <GroupForm group={group} categoryPicker={categoryPicker} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The form itself: mounted with the dialog's content, so it starts from `group` each time. */
function GroupForm({
  group,
  categoryPicker,
  onDone,
}: {
  group?: AttributeGroup | null;
  categoryPicker: CategoryPickerSlot;
  onDone: () => void;
}) {
  const { t } = useTranslation(['attributes', 'common']);
  const save = useSaveAttributeGroup();
  const all = useAttributes({ page: 1, per_page: 200 });
  const form = useForm<Values, unknown, AttributeGroupInput>({
    resolver: async (values, context, options) => {
      const checked = await resolver(values, context, options);
      // the name is the one field the seller can get wrong here (its length is capped): its text says what to do
      if (checked.errors.name) checked.errors.name.message = t('form.nameRequired');
      return checked;
    },
    defaultValues: {
      name: group?.name ?? '',
      attribute_ids: group?.attributes.map((a) => a.id) ?? [],
      categories: group?.categories ?? [],
    },
  });
  const { errors } = form.formState;
  const [name, attributeIds] = useWatch({ control: form.control, name: ['name', 'attribute_ids'] });
  const setAttributeIds = (change: (ids: number[]) => number[]) =>
    form.setValue('attribute_ids', change(form.getValues('attribute_ids')));
  const [adding, setAdding] = useState('');
  const [picking, setPicking] = useState(false);

  const byId = new Map((all.data?.data ?? []).map((attribute) => [attribute.id, attribute]));
  for (const attribute of group?.attributes ?? [])
    if (!byId.has(attribute.id))
      byId.set(attribute.id, { ...attribute, groups_count: 0, products_count: 0, created_at: '', updated_at: '' });
  const available = (all.data?.data ?? []).filter((attribute) => !attributeIds.includes(attribute.id));

  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync({ id: group?.id, body }).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        onDone();
      },
      (error: unknown) =>
        applyServerErrors<keyof Values | 'root'>(error, form.setError, ['name', 'attribute_ids', 'categories'], {
          map: { category_ids: 'categories' },
          statuses: null,
          nested: true,
          leftovers: 'drop',
          fallbackField: 'root',
        }),
    ),
  );

  return (
    <form className="grid gap-5" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('groups.name')}
        error={errors.name?.message}
        limit={{ max: ATTRIBUTE_NAME_MAX, length: name.length }}
      >
        {(control) => <Input {...control} {...form.register('name')} data-testid="group-name" />}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('groups.attributes')}</legend>
        {attributeIds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('groups.noAttributes')}</p>
        ) : (
          <ol className="grid gap-1" data-testid="group-attributes">
            {attributeIds.map((id, index) => {
              const attribute = byId.get(id);
              return (
                <li key={id} className="flex items-center gap-2 rounded-lg border border-border px-3 py-1.5 text-sm">
                  <span className="w-6 text-muted-foreground">{index + 1}.</span>
                  <span className="flex-1 truncate">
                    {attribute?.name ?? id}
                    {attribute?.required && <span className="text-destructive"> *</span>}
                  </span>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={t('groups.up', { name: attribute?.name })}
                    disabled={index === 0}
                    onClick={() => setAttributeIds((ids) => move(ids, index, index - 1))}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={t('groups.down', { name: attribute?.name })}
                    disabled={index === attributeIds.length - 1}
                    onClick={() => setAttributeIds((ids) => move(ids, index, index + 1))}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={t('groups.remove', { name: attribute?.name })}
                    onClick={() => setAttributeIds((ids) => ids.filter((x) => x !== id))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        <div className="flex gap-2">
          <select
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            className={cn(inputClassName, 'flex-1')}
            aria-label={t('groups.addAttribute')}
            data-testid="group-attribute-select"
          >
            <option value="">{t('groups.chooseAttribute')}</option>
            {available.map((attribute) => (
              <option key={attribute.id} value={attribute.id}>
                {attribute.name}
              </option>
            ))}
          </select>
          <Button
            type="button"
            variant="outline"
            disabled={!adding}
            onClick={() => {
              setAttributeIds((ids) => [...ids, Number(adding)]);
              setAdding('');
            }}
            data-testid="group-attribute-add"
          >
            {t('groups.add')}
          </Button>
        </div>
        {errors.attribute_ids && (
          <p role="alert" className="text-sm text-destructive">
            {errors.attribute_ids.message}
          </p>
        )}
      </fieldset>

      <Controller
        control={form.control}
        name="categories"
        render={({ field: { value: categories, onChange: setCategories }, fieldState }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('groups.categories')}</legend>
            <p className="text-xs text-muted-foreground">{t('groups.categoriesHint')}</p>
            {categories.length > 0 && (
              <ul className="flex flex-wrap gap-2" data-testid="group-categories">
                {categories.map((category) => (
                  <li
                    key={category.id}
                    className="flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-xs"
                  >
                    <span>{category.path}</span>
                    <button
                      type="button"
                      className="rounded-full p-0.5 hover:bg-input"
                      aria-label={t('groups.unbind', { name: category.path })}
                      onClick={() => setCategories(categories.filter((c) => c.id !== category.id))}
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {picking ? (
              categoryPicker({
                chosenIds: categories.map((c) => c.id),
                onPick: (category) =>
                  setCategories(categories.some((c) => c.id === category.id) ? categories : [...categories, category]),
              })
            ) : (
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                onClick={() => setPicking(true)}
                data-testid="group-bind"
              >
                {t('groups.bind')}
              </Button>
            )}
            {fieldState.error && (
              <p role="alert" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      {errors.root && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="group-save">
          {t('form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
