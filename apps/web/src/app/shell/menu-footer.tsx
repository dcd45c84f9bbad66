import { useTranslation } from 'react-i18next';
import { LifeBuoy, LoaderCircle, LogOut } from 'lucide-react';
import {
  SidebarFooter,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { ReferralEarnings } from '@/features/referral/components/referral-earnings';
import { useLogout } from '@/features/identity/api/logout';
import { SUPPORT_BOT_URL } from './constants';

const disconnectRealtime = async (): Promise<void> => {
  const realtime = await import('@/lib/realtime');
  realtime.disconnectRealtime();
};

/** SPEC section 2: referral earnings with the copy-link button, support, logout. */
export function MenuFooter() {
  const { t } = useTranslation('shell');
  const { expanded, isMobile } = useSidebar();
  const userId = useSession((state) => state.user?.data.id);
  const logout = useLogout(disconnectRealtime);
  // the referral earnings and their page are money (ADR 0041)
  const readsMoney = useCan('money:read');
  const compact = !expanded && !isMobile;
  return (
    <SidebarFooter>
      {userId !== undefined && readsMoney && <ReferralEarnings userId={userId} compact={compact} />}
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton asChild tooltip={t('footer.support')}>
            <a href={SUPPORT_BOT_URL} target="_blank" rel="noopener noreferrer" data-testid="support-link">
              <LifeBuoy aria-hidden />
              <SidebarLabel>{t('footer.support')}</SidebarLabel>
            </a>
          </SidebarMenuButton>
        </SidebarMenuItem>
        <SidebarMenuItem>
          <SidebarMenuButton
            tooltip={t('footer.logout')}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            data-testid="logout-button"
          >
            {logout.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
            <SidebarLabel>{t('footer.logout')}</SidebarLabel>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </SidebarFooter>
  );
}
