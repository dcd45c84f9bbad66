import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { MANAGER_CONTACT_MAX_LENGTH, accountUpdateRequest } from '@supplier/contracts/account';
import { PERSON_NAME_MAX_LENGTH } from '@supplier/contracts/identity';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/session';
import { textLength } from '@/lib/text-length';
import { useUpdateAccount } from '../api/update-account';
import { applyServerErrors, schemaResolver } from '@/lib/form';
import { ProfileMedia } from './profile-media';

interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  supplier_manager_contact: string;
}

const FIELDS = ['firstname', 'lastname', 'email', 'supplier_manager_contact'] as const;
const resolver = schemaResolver<ProfileValues, typeof accountUpdateRequest>(accountUpdateRequest);

/** `Профіль`: images, name, email and the contact for the marketplace manager. */
export function ProfileCard() {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user?.data);
  const update = useUpdateAccount();
  const form = useForm<ProfileValues, unknown, ReturnType<typeof accountUpdateRequest.parse>>({
    resolver,
    values: {
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      supplier_manager_contact: user?.supplier_manager_contact ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const [firstname, lastname, managerContact] = useWatch({
    control: form.control,
    name: ['firstname', 'lastname', 'supplier_manager_contact'],
  });

  const onSubmit = form.handleSubmit((body) =>
    update.mutateAsync(body).then(
      (response) => toast({ variant: 'successful', description: response.message }),
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS),
    ),
  );

  return (
    <Card data-testid="profile-card" className="overflow-hidden pt-0">
      <ProfileMedia />
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('profile.firstname')}
            error={errors.firstname?.message}
            limit={{ max: PERSON_NAME_MAX_LENGTH, length: textLength(firstname) }}
          >
            {(control) => <Input {...control} {...form.register('firstname')} autoComplete="given-name" required />}
          </FormField>
          <FormField
            label={t('profile.lastname')}
            error={errors.lastname?.message}
            limit={{ max: PERSON_NAME_MAX_LENGTH, length: textLength(lastname) }}
          >
            {(control) => <Input {...control} {...form.register('lastname')} autoComplete="family-name" required />}
          </FormField>
          <FormField label={t('profile.email')} error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            )}
          </FormField>
          <FormField
            label={t('profile.managerContact')}
            description={t('profile.managerContactHint')}
            error={errors.supplier_manager_contact?.message}
            limit={{ max: MANAGER_CONTACT_MAX_LENGTH, length: textLength(managerContact) }}
          >
            {(control) => <Input {...control} {...form.register('supplier_manager_contact')} />}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending} data-testid="profile-save">
              {update.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t('profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
