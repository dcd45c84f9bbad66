import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ArrowRight, Bell, Package, Store, Truck, Wallet, type LucideIcon } from 'lucide-react';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { formatDate } from '@/lib/date-format';
import { formatHryvnias } from '@/lib/money-format';
import { useRole } from '@/lib/permissions';
import { useSetup } from '@/features/setup/store';
import { panelRoutes } from '../../panel-routes';
import { canOpen } from '../../route-permissions';
import { DashboardTabs } from './tabs';

interface Shortcut {
  to: string;
  label: ParseKeys<'shell'>;
  icon: LucideIcon;
}

const SHORTCUTS: Shortcut[] = [
  { to: '/products/list', label: 'start.links.products', icon: Package },
  { to: '/stores', label: 'start.links.stores', icon: Store },
  { to: '/deliveries', label: 'start.links.deliveries', icon: Truck },
  { to: '/payments/balances/main-balance', label: 'start.links.balances', icon: Wallet },
  { to: '/notifications', label: 'start.links.notifications', icon: Bell },
];

/**
 * What a seller without orders needs (ADR 0011): the balances and subscription from the settings
 * answer, the store, and the ways to the sections that work.
 */
function StartPanel() {
  const { t, i18n } = useTranslation('shell');
  const balance = useSetup((state) => state.balance);
  const plan = useSetup((state) => state.subscribes?.supplier_panel);
  const store = useSetup((state) => state.store);
  const flags = useSetup((state) => state.setupSettings);
  const steps = (['product', 'delivery', 'payment'] as const).filter((step) => flags && !flags[step]);
  // a member's ways lead only to the pages their role opens (ADR 0041)
  const role = useRole();
  const opens = (to: string) => canOpen(panelRoutes, role, to);

  const tiles = [
    {
      label: t('start.mainBalance'),
      value: balance ? formatHryvnias(balance.total) : '—',
      to: '/payments/balances/main-balance',
    },
    {
      label: t('start.subscription'),
      value: plan?.active
        ? t('start.subscriptionActive', { date: plan.expires_at ? formatDate(plan.expires_at) : '' })
        : t('start.subscriptionNone'),
      to: '/payments/balances/balance-services',
    },
    { label: t('start.store'), value: store?.name ?? '—', to: '/stores', data: true },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="dashboard-start">
      {steps.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="dashboard-next-steps">
          {t('start.next', {
            steps: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              steps.map((step) => t(`start.steps.${step}`)),
            ),
          })}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div key={tile.to} className="rounded-xl border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{tile.label}</dt>
            <dd className="mt-1 truncate text-lg font-semibold" data-seller-data={tile.data ? '' : undefined}>
              {opens(tile.to) ? (
                <Link to={tile.to} className="hover:underline">
                  {tile.value}
                </Link>
              ) : (
                tile.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t('start.linksLabel')}>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {SHORTCUTS.filter(({ to }) => opens(to)).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 text-sm font-medium hover:bg-muted"
              >
                <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                <span className="flex-1">{t(label)}</span>
                <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** /dashboard/statistics: where every sign-in lands (SPEC section 4). */
export function Component() {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DashboardTabs />
      <DashboardPage start={<StartPanel />} />
    </div>
  );
}
