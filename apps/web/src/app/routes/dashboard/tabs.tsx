import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TABS = [
  { to: '/dashboard/statistics', label: 'statistics' },
  { to: '/dashboard/advertising', label: 'advertising' },
] as const;

/** The dashboard's children (SPEC section 2): `Дашборд` and `Реклама`, as tabs above either page. */
export function DashboardTabs() {
  const { t } = useTranslation('routes');
  return (
    <nav aria-label={t('dashboard')} className="-mb-1 border-b border-border" data-testid="dashboard-tabs">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
