import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { passwordChangeRequest, type PasswordChangeRequest } from '@supplier/contracts/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { applyServerErrors, schemaResolver } from '@/lib/form';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: PasswordChangeRequest = { current_password: '', password: '', password_confirmation: '' };
const resolver = schemaResolver<PasswordChangeRequest, typeof passwordChangeRequest>(passwordChangeRequest);

/** Change of password: the current one, the new one twice; other sessions end. */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<PasswordChangeRequest>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const visibility = { showLabel: t('password.show'), hideLabel: t('password.hide') };

  const onSubmit = form.handleSubmit((body) =>
    change.mutateAsync(body).then(
      (response) => {
        form.reset(EMPTY);
        toast({ variant: 'successful', description: response.message });
      },
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS),
    ),
  );

  return (
    <Card data-testid="password-card">
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-busy={change.isPending} className="grid gap-5 sm:max-w-md">
          <FormField label={t('password.current')} error={errors.current_password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('current_password')}
                autoComplete="current-password"
                {...visibility}
              />
            )}
          </FormField>
          <FormField label={t('password.new')} description={t('password.newHint')} error={errors.password?.message}>
            {(control) => (
              <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" {...visibility} />
            )}
          </FormField>
          <FormField label={t('password.confirmation')} error={errors.password_confirmation?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password_confirmation')}
                autoComplete="new-password"
                {...visibility}
              />
            )}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
