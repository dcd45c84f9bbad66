import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  deliveriesIssueText,
  senderSettingsRequest,
  type SenderSettings,
  type SenderSettingsRequest,
} from '@supplier/contracts/deliveries';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { useSaveSender } from '../../api/save-sender';
import { ContactPicker, CounterpartyPicker, PhoneField } from './party-fields';
import { AddressPicker, CityPicker, KindChoice, WarehousePicker } from './place-fields';
import { SENDER_FIELDS, senderRequest, senderValues, type SenderValues } from './sender-values';

/** The sender picked through the default key; Nova Poshta checks every Ref when it is saved. */
export function SenderForm({ saved }: { saved: SenderSettings | null }) {
  const { t } = useTranslation('deliveries');
  const save = useSaveSender();
  const form = useForm<SenderValues, unknown, SenderSettingsRequest>({
    resolver: schemaResolver<SenderValues, typeof senderSettingsRequest>(senderSettingsRequest, senderRequest, {
      issueText: deliveriesIssueText,
      fieldOf: topLevelField,
    }),
    defaultValues: senderValues(saved),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync(body).then(
      (result) => toast({ variant: 'successful', description: result.message }),
      (error: unknown) => applyServerErrors(error, form.setError, SENDER_FIELDS, { leftovers: 'drop' }),
    ),
  );

  return (
    <Card>
      <CardContent>
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-busy={save.isPending}
            className="grid gap-5"
            data-testid="sender-form"
          >
            <div className="grid gap-5 md:grid-cols-2">
              <CounterpartyPicker />
              <ContactPicker />
              <PhoneField />
              <CityPicker />
            </div>
            <KindChoice />
            {kind === 'warehouse' ? <WarehousePicker /> : <AddressPicker />}
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
                {save.isPending ? t('actions.saving') : t('sender.save')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
