import { useEffect, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, dottedPathOrRoot, schemaResolver, type SchemaResolverOptions } from '@/lib/form';

/** What an entity's create/edit dialog gets: `entity` null (or undefined while closed) creates one. */
export interface EntityFormDialogProps<Entity> {
  open: boolean;
  onOpenChange(open: boolean): void;
  entity: Entity | null | undefined;
}

/** The fixed parts of an entity form, declared once beside it. */
export interface EntityFormSetup<Values extends FieldValues, Schema extends z.ZodType, Entity> {
  /** The contracts' request schema: the form checks what the API checks, in its words. */
  schema: Schema;
  /** Maps the form's values onto the request first. */
  prepare?(values: Values): unknown;
  issueText?: SchemaResolverOptions['issueText'];
  valuesOf(entity: Entity | null | undefined): Values;
  /** The fields a 422 or 409 answer's texts may land under (a whole-request issue: the root). */
  fields: readonly Path<Values>[];
}

/** A create-or-update mutation: no id creates; the answer carries the server's message. */
interface SaveMutation<Body> {
  mutateAsync(variables: { id?: number; body: Body }): Promise<{ message: string }>;
  isPending: boolean;
}

/**
 * The form of an entity's create/edit dialog: it starts again from the entity (or empty) each time
 * the dialog opens; a save toasts the server's message and closes, a refusal puts the server's texts
 * under the fields. `dialog` spreads into `FormDialog`.
 */
export function useEntityForm<Values extends FieldValues, Schema extends z.ZodType, Entity extends { id: number }>(
  { open, onOpenChange, entity }: EntityFormDialogProps<Entity>,
  { schema, prepare, issueText, valuesOf, fields }: EntityFormSetup<Values, Schema, Entity>,
  save: SaveMutation<z.output<Schema>>,
) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: schemaResolver<Values, Schema>(schema, prepare, { issueText, fieldOf: dottedPathOrRoot }),
    defaultValues: valuesOf(entity) as DefaultValues<Values>,
  });

  useEffect(() => {
    if (open) form.reset(valuesOf(entity));
  }, [open, entity, form, valuesOf]);

  const onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> = form.handleSubmit((body) =>
    save.mutateAsync({ id: entity?.id, body }).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        onOpenChange(false);
      },
      (error: unknown) => applyServerErrors(error, form.setError, fields, { statuses: [422, 409] }),
    ),
  );

  return { form, dialog: { open, onOpenChange, onSubmit, busy: save.isPending } };
}
