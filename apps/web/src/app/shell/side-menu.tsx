import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import {
  Sidebar,
  SidebarContent,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  useSidebar,
} from '@/components/ui/sidebar';
import { cn } from '@/lib/cn';
import { SIDE_MENU_ID } from './constants';
import { Logo } from './logo';
import { useMenuCounts, type MenuCountKey } from './menu-counts';
import { isEntryActive, isLinkActive, type MenuEntry } from './menu-items';
import { useMenu } from './role-menu';
import { MenuFooter } from './menu-footer';

function MenuGroup({ entry, pathname, onNavigate }: { entry: MenuEntry; pathname: string; onNavigate(): void }) {
  const { t } = useTranslation(['shell', 'routes']);
  const { expanded, isMobile, setExpanded } = useSidebar();
  const active = isEntryActive(entry, pathname);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? active;
  const listId = useId();
  const Icon = entry.icon;
  const label = t(entry.label);

  // The icon rail has no room for children: the group button widens the menu and opens the group.
  if (!expanded && !isMobile) {
    return (
      <SidebarMenuItem>
        <SidebarMenuButton
          active={active}
          tooltip={label}
          aria-expanded={false}
          onClick={() => {
            setToggled(true);
            setExpanded(true);
          }}
        >
          <Icon aria-hidden />
          <SidebarLabel>{label}</SidebarLabel>
        </SidebarMenuButton>
      </SidebarMenuItem>
    );
  }

  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        active={active && !open}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setToggled(!open)}
      >
        <Icon aria-hidden />
        <SidebarLabel>{label}</SidebarLabel>
        <ChevronDown aria-hidden className={cn('size-4! transition-transform', open && 'rotate-180')} />
      </SidebarMenuButton>
      <SidebarMenuSub id={listId} hidden={!open}>
        {entry.children!.map((child) => {
          const childActive = isLinkActive(child, pathname);
          return (
            <li key={child.to}>
              <SidebarMenuSubButton asChild active={childActive}>
                <Link to={child.to} aria-current={childActive ? 'page' : undefined} onClick={onNavigate}>
                  <span>{t(child.label)}</span>
                </Link>
              </SidebarMenuSubButton>
            </li>
          );
        })}
      </SidebarMenuSub>
    </SidebarMenuItem>
  );
}

/** A count beside an entry; on the icon rail a dot on the icon, the number read to screen readers. */
function MenuCount({ count, of }: { count: number; of: MenuCountKey }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <span
        data-testid="menu-count"
        aria-hidden
        className="ml-auto min-w-5 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-medium text-primary-foreground tabular-nums group-data-[state=collapsed]/sidebar:absolute group-data-[state=collapsed]/sidebar:top-1 group-data-[state=collapsed]/sidebar:right-1 group-data-[state=collapsed]/sidebar:size-2 group-data-[state=collapsed]/sidebar:min-w-0 group-data-[state=collapsed]/sidebar:overflow-hidden group-data-[state=collapsed]/sidebar:p-0 group-data-[state=collapsed]/sidebar:text-transparent"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">
        {t(of === 'ordersNew' || of === 'returnsRequested' ? 'menu.countNew' : 'menu.count', { count })}
      </span>
    </>
  );
}

/** SPEC section 2: the side menu with its footer; a sheet below 768 px, a rail above. */
export function SideMenu() {
  const { t } = useTranslation(['shell', 'routes', 'common']);
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const counts = useMenuCounts();
  const menu = useMenu();
  const onNavigate = () => {
    if (isMobile) setOpenMobile(false);
  };
  return (
    <Sidebar
      id={SIDE_MENU_ID}
      label={t('menu.label')}
      closeLabel={t('common:close')}
      mobileHeader={<Logo name={t('common:appName')} />}
    >
      <SidebarContent>
        <SidebarMenu data-testid="side-menu">
          {menu.map((entry) => {
            if (entry.children) {
              return <MenuGroup key={entry.label} entry={entry} pathname={pathname} onNavigate={onNavigate} />;
            }
            const Icon = entry.icon;
            const active = isEntryActive(entry, pathname);
            const label = t(entry.label);
            const count = entry.count ? (counts[entry.count] ?? 0) : 0;
            return (
              <SidebarMenuItem key={entry.label}>
                <SidebarMenuButton asChild active={active} tooltip={label}>
                  <Link to={entry.to!} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                    <Icon aria-hidden />
                    <SidebarLabel>{label}</SidebarLabel>
                    {entry.count && count > 0 && <MenuCount count={count} of={entry.count} />}
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
      <MenuFooter />
    </Sidebar>
  );
}
