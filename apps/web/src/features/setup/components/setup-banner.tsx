import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ArrowRight, ListChecks } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { SETUP_STEPS, completedSteps, isSetupBannerRoute, isSetupComplete, setupTarget } from '../progress';
import type { SetupFlags } from '@supplier/contracts/setup';
import { useSetup } from '../store';

const ACTION_KEYS: Record<string, ParseKeys<'shell'>> = {
  '/articles-information': 'setup.actions.information',
  '/products/panel': 'setup.actions.product',
  '/deliveries': 'setup.actions.delivery',
  '/payment-methods/methods': 'setup.actions.payment',
};

type Step = keyof SetupFlags;

/** Where each step is done: the page with the control that completes it. */
const STEP_CONTROLS: Record<Step, string> = {
  information: '/articles-information',
  product: '/products/panel',
  delivery: '/deliveries',
  payment: '/payment-methods/methods',
};
const STEPS = Object.keys(STEP_CONTROLS) as Step[];

/**
 * SPEC section 2: the setup-progress banner, while a setup step is left. Setting the shop up is
 * the owner's (`settings`, ADR 0041): a member is not sent to pages their role does not open.
 */
export function SetupBanner() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const flags = useSetup((state) => state.setupSettings);
  const setsUp = useCan('settings');
  if (!setsUp || !flags || isSetupComplete(flags) || !isSetupBannerRoute(pathname)) return null;
  const target = setupTarget(flags);
  return (
    <Alert variant="info" data-testid="setup-banner">
      <ListChecks aria-hidden />
      <AlertContent>
        <AlertTitle>{t('setup.title')}</AlertTitle>
        <AlertDescription>{t('setup.progress', { done: completedSteps(flags), total: SETUP_STEPS })}</AlertDescription>
        <ul className="mt-2 grid gap-1 text-sm" aria-label={t('setup.missingLabel')} data-testid="setup-missing">
          {STEPS.filter((step) => !flags[step]).map((step) => (
            <li key={step} data-step={step}>
              {t(`setup.missing.${step}`)}{' '}
              <Link to={STEP_CONTROLS[step]} className="font-medium whitespace-nowrap underline underline-offset-2">
                {t(`setup.actions.${step}`)}
              </Link>
            </li>
          ))}
        </ul>
      </AlertContent>
      <AlertActions>
        <Button asChild size="sm" variant="outline">
          <Link to={target} data-testid="setup-banner-link">
            {t(ACTION_KEYS[target] ?? 'setup.actions.default')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </AlertActions>
    </Alert>
  );
}
