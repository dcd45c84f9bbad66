import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { BALANCE_PATHS } from '../paths';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
    isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
  );

/** The tab strip between `Баланс` and `Баланс Послуг` (links: each tab is its own route). */
export function BalanceTabs() {
  const { t } = useTranslation('balances');
  return (
    <nav aria-label={t('tabs.label')} data-testid="balance-tabs">
      <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
        <li>
          <NavLink to={BALANCE_PATHS.main} className={tabClass} end>
            {t('tabs.main')}
          </NavLink>
        </li>
        <li>
          <NavLink to={BALANCE_PATHS.services} className={tabClass} end>
            {t('tabs.services')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
