import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LoadingRows } from '@/components/ui/page-states';
import { formatUaPhone } from '@/components/ui/phone-input';
import { errorMessages, showErrorToast } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { formLocale } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useInvitationPreview, useJoinTeam, useSendInvitationCode } from '../api/team-invitation';
import { AUTH_PATHS } from '../lib/paths';
import { completeSignIn } from '../lib/sign-in';
import { AuthCard, SubmitButton } from './auth-card';
import { InvitationCodeForm } from './invitation-code-form';
import { TextLink } from './text-link';

/** The link's `?token=` (the SMS carries `/team/join?token=…`). */
export const INVITATION_TOKEN_PARAM = 'token';

/**
 * `Запрошення до команди` (issue 34): the shop and role the link offers, then the code texted to
 * the invited phone (a new person may also set a password); a person already signed in joins with
 * one press. Either way the panel opens in the inviting supplier.
 */
export function InvitationAccept() {
  const { t } = useTranslation(['team', 'routes']);
  const [params] = useSearchParams();
  const token = params.get(INVITATION_TOKEN_PARAM) ?? '';
  const preview = useInvitationPreview(token);
  const signedIn = useSession((state) => state.user !== null);
  const join = useJoinTeam();
  const sendCode = useSendInvitationCode();
  const [resendAt, setResendAt] = useState<number | null>(null);

  if (token !== '' && preview.isPending) return <LoadingRows rows={3} />;
  if (!preview.data)
    return (
      <AuthCard
        title={t('routes:invitation')}
        footer={<TextLink to={AUTH_PATHS.login}>{t('team:accept.toLogin')}</TextLink>}
      >
        <Alert variant="destructive" role="alert" data-testid="invitation-invalid">
          <AlertContent>
            <AlertTitle>{t('team:accept.invalid')}</AlertTitle>
            <AlertDescription>
              {[...(preview.error ? errorMessages(preview.error) : []), t('team:accept.invalidHint')].join(' ')}
            </AlertDescription>
          </AlertContent>
        </Alert>
      </AuthCard>
    );

  const invitation = preview.data.data;
  const role = roleLabels[formLocale()][invitation.role];
  const telephone = formatUaPhone(invitation.telephone, { nowrap: true });

  return (
    <AuthCard
      title={t('routes:invitation')}
      description={t('team:accept.lead', { shop: invitation.supplier_name, role })}
    >
      <div className="grid gap-5" data-testid="invitation-accept">
        <p className="text-sm text-muted-foreground">
          {t('team:accept.expires', { date: formatDateTime(invitation.expires_at) })}
        </p>
        {signedIn ? (
          <form
            noValidate
            className="grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              join.mutate(token, { onSuccess: (response) => completeSignIn(response) });
            }}
          >
            {join.error && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessages(join.error).join(' ')}
              </p>
            )}
            <SubmitButton pending={join.isPending || join.isSuccess}>{t('team:accept.submit')}</SubmitButton>
          </form>
        ) : resendAt === null ? (
          <form
            noValidate
            className="grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              sendCode.mutate(token, {
                onSuccess: (sent) => setResendAt(Date.now() + sent.resend_after * 1000),
                onError: showErrorToast,
              });
            }}
          >
            <p className="text-sm">{t('team:accept.telephone', { telephone })}</p>
            <SubmitButton pending={sendCode.isPending}>{t('team:accept.sendCode')}</SubmitButton>
          </form>
        ) : (
          <InvitationCodeForm token={token} knownPerson={invitation.known_person} resendAt={resendAt} />
        )}
      </div>
    </AuthCard>
  );
}
