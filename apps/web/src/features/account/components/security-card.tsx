import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/session';

/** SPEC section 3: the 2FA flag lives only in the stored user (localStorage `user`.data). */
export function SecurityCard() {
  const { t } = useTranslation('account');
  const enabled = useSession((state) => state.user?.data.two_factor_enabled === true);

  const toggle = (next: boolean) => {
    useSession.getState().mergeUserData({ two_factor_enabled: next });
    toast({ description: next ? t('security.twoFactorOn') : t('security.twoFactorOff') });
  };

  return (
    <Card data-testid="security-card">
      <CardHeader>
        <CardTitle>{t('security.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor="two-factor" className="cursor-pointer">
              {t('security.twoFactor')}
            </Label>
            <p className="text-sm text-muted-foreground">{t('security.twoFactorHint')}</p>
          </div>
          <Checkbox
            id="two-factor"
            checked={enabled}
            onCheckedChange={(checked) => toggle(checked === true)}
            data-testid="two-factor"
            className="mt-1"
          />
        </div>
      </CardContent>
    </Card>
  );
}
