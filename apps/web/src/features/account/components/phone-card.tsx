import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CodeInput } from '@/components/ui/code-input';
import { FormField } from '@/components/ui/form-field';
import { PhoneInput, formatUaPhone, normalizeUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { issueMessage } from '@supplier/contracts/messages';
import i18n from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useConfirmTelephoneChange, useRequestTelephoneChange } from '../api/change-telephone';
import { applyServerErrors } from '@/lib/form';

const message = (key: 'required' | 'phone' | 'code_format') =>
  issueMessage({ code: 'custom', message: key }, i18n.language === 'en' ? 'en' : 'uk');

/** Seconds left until `until` (epoch ms), ticking once a second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Change of the telephone: a code goes to the new number and confirms it. */
export function PhoneCard() {
  const { t } = useTranslation('account');
  const current = useSession((state) => state.user?.data.telephone ?? '');
  const request = useRequestTelephoneChange();
  const confirm = useConfirmTelephoneChange();
  const [pending, setPending] = useState<{ telephone: string; resendAt: number } | null>(null);
  const phoneForm = useForm<{ telephone: string }>({ defaultValues: { telephone: '' } });
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const secondsLeft = useSecondsLeft(pending?.resendAt ?? 0);
  const code = useWatch({ control: codeForm.control, name: 'code' });

  const send = (telephone: string) =>
    request.mutateAsync(telephone).then(
      (response) => {
        setPending({ telephone, resendAt: Date.now() + response.resend_after * 1000 });
        codeForm.reset({ code: '' });
        toast({ description: response.message });
      },
      (error: unknown) => applyServerErrors(error, phoneForm.setError, ['telephone'] as const),
    );

  const onRequest = phoneForm.handleSubmit(({ telephone }) => {
    const e164 = normalizeUaPhone(telephone);
    if (!e164) {
      phoneForm.setError('telephone', { message: message(telephone.trim() ? 'phone' : 'required') });
      return;
    }
    return send(e164);
  });

  const onConfirm = codeForm.handleSubmit(({ code }) => {
    if (!pending) return;
    if (!/^\d{6}$/.test(code)) {
      codeForm.setError('code', { message: message('code_format') });
      return;
    }
    return confirm.mutateAsync({ telephone: pending.telephone, code }).then(
      (response) => {
        setPending(null);
        phoneForm.reset({ telephone: '' });
        toast({ variant: 'successful', description: response.message });
      },
      (error: unknown) =>
        applyServerErrors(error, codeForm.setError, ['code'] as const, { map: { telephone: 'code' } }),
    );
  });

  return (
    <Card data-testid="phone-card">
      <CardHeader>
        <CardTitle>{t('phone.title')}</CardTitle>
        <CardDescription>{t('phone.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:max-w-md">
        <p className="text-sm">
          <span className="text-muted-foreground">{t('phone.current')}: </span>
          <span className="font-medium" data-testid="current-telephone">
            {formatUaPhone(current)}
          </span>
        </p>
        {!pending ? (
          <form noValidate onSubmit={onRequest} className="grid gap-4">
            <FormField label={t('phone.new')} error={phoneForm.formState.errors.telephone?.message}>
              {(control) => <PhoneInput {...control} {...phoneForm.register('telephone')} autoComplete="off" />}
            </FormField>
            <Button type="submit" className="justify-self-start" disabled={request.isPending}>
              {request.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t('phone.send')}
            </Button>
          </form>
        ) : (
          <form noValidate onSubmit={onConfirm} className="grid gap-4">
            <FormField label={t('phone.code')} error={codeForm.formState.errors.code?.message}>
              {(control) => (
                <CodeInput
                  {...control}
                  value={code}
                  onChange={(value) => codeForm.setValue('code', value, { shouldValidate: false })}
                  onComplete={() => void onConfirm()}
                  aria-label={t('phone.codeGroup')}
                  digitLabel={(position, length) => t('phone.digit', { position, length })}
                  autoFocus
                />
              )}
            </FormField>
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
                {t('phone.confirm')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setPending(null)}>
                {t('phone.cancel')}
              </Button>
            </div>
            {secondsLeft > 0 ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('phone.resendIn', { seconds: secondsLeft })}
              </p>
            ) : (
              <Button
                type="button"
                variant="link"
                className="h-auto justify-self-start p-0"
                disabled={request.isPending}
                onClick={() => void send(pending.telephone)}
              >
                {t('phone.resend')}
              </Button>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
