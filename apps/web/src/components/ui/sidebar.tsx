import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { Tooltip } from './tooltip';
import { useFirstPageShown } from '@/lib/first-page-shown';

/** The sheet of small screens; loaded only there (wide screens never render it). */
const SidebarSheet = lazy(() => import('./sidebar-sheet'));

/** SPEC section 2: 16rem wide, 4.5rem collapsed, the whole width below the medium breakpoint (768 px). */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_COLLAPSED = '4.5rem';
export const MEDIUM_QUERY = '(max-width: 767.98px)';
export const SMALL_QUERY = '(max-width: 639.98px)';

interface SidebarContextValue {
  /** Below 768 px the menu is an overlay sheet. */
  isMobile: boolean;
  /** Wide screens: expanded (16rem) or collapsed to icons (4.5rem). */
  expanded: boolean;
  setExpanded(expanded: boolean): void;
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  /** What the menu button does: opens/closes the sheet, or expands/collapses the rail. */
  toggle(): void;
  /** True when the menu is visible (the sheet is open, or the rail is expanded). */
  open: boolean;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar is used outside SidebarProvider');
  return value;
}

export function SidebarProvider({
  children,
  defaultExpanded = true,
}: {
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  const isMobile = useMediaQuery(MEDIUM_QUERY);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [openMobile, setOpenMobile] = useState(false);
  const value = useMemo<SidebarContextValue>(
    () => ({
      isMobile,
      expanded,
      setExpanded,
      openMobile,
      setOpenMobile,
      open: isMobile ? openMobile : expanded,
      toggle: () => (isMobile ? setOpenMobile((open) => !open) : setExpanded((open) => !open)),
    }),
    [isMobile, expanded, openMobile],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/**
 * The side menu. Wide screens: a fixed rail under the top bar (offset `top`), collapsible to icons.
 * Medium and small screens: a full-width sheet with its own title and close button.
 */
export function Sidebar({
  children,
  label,
  closeLabel,
  mobileHeader,
  className,
  id,
}: {
  children: ReactNode;
  /** Accessible name of the navigation (and the sheet title). */
  label: string;
  closeLabel: string;
  /** Shown at the top of the sheet, next to the close button (the logo). */
  mobileHeader?: ReactNode;
  className?: string;
  id?: string;
}) {
  const { isMobile, expanded, openMobile, setOpenMobile } = useSidebar();
  // the closed sheet's code loads after the first page's own (lib/first-page-shown), or when opened
  const shown = useFirstPageShown();
  if (isMobile) {
    if (!shown && !openMobile) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet
          open={openMobile}
          onOpenChange={setOpenMobile}
          label={label}
          closeLabel={closeLabel}
          mobileHeader={mobileHeader}
          id={id}
        >
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }
  return (
    <nav
      id={id}
      aria-label={label}
      data-slot="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      style={{ width: expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED }}
      className={cn(
        'group/sidebar fixed top-16 bottom-0 left-0 z-30 flex flex-col border-r border-border bg-card transition-[width] duration-200',
        className,
      )}
    >
      {children}
    </nav>
  );
}

/** The page area next to the rail. */
export function SidebarInset({ className, style, ...props }: ComponentProps<'main'>) {
  const { isMobile, expanded } = useSidebar();
  const offset = isMobile ? 0 : expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
  return (
    <main
      data-slot="sidebar-inset"
      style={{ paddingLeft: offset, ...style }}
      className={cn('min-w-0 transition-[padding] duration-200', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-x-hidden overflow-y-auto p-3', className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-2 border-t border-border p-3', className)}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

export const sidebarMenuButtonVariants = cva(
  'flex h-10 w-full min-w-0 items-center gap-3 overflow-hidden rounded-lg px-3 text-left text-sm font-medium text-foreground/80 transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0 [&>svg]:size-5 [&>svg]:shrink-0 [&>span]:truncate',
  {
    variants: {
      active: {
        true: 'bg-success-surface text-success hover:bg-green-100 hover:text-green-900',
        false: '',
      },
    },
    defaultVariants: { active: false },
  },
);

/** A menu entry; collapsed rails show only its icon, with `tooltip` as the label on hover and focus. */
export function SidebarMenuButton({
  asChild,
  active,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> &
  VariantProps<typeof sidebarMenuButtonVariants> & { asChild?: boolean; tooltip?: string }) {
  const { isMobile, expanded } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      data-active={active ? 'true' : undefined}
      className={cn(sidebarMenuButtonVariants({ active }), className)}
      {...props}
    />
  );
  if (!tooltip || isMobile || expanded) return button;
  return (
    <Tooltip content={tooltip} side="right">
      {button}
    </Tooltip>
  );
}

/** The label inside a menu button; hidden (but still read) when the rail is collapsed. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="sidebar-label"
      className={cn('min-w-0 flex-1 truncate group-data-[state=collapsed]/sidebar:sr-only', className)}
      {...props}
    />
  );
}

export function SidebarMenuSub({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu-sub"
      className={cn(
        'mt-0.5 ml-5 flex flex-col gap-0.5 border-l border-border pl-3 group-data-[state=collapsed]/sidebar:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenuSubButton({
  asChild,
  active,
  className,
  ...props
}: ComponentProps<'a'> & { asChild?: boolean; active?: boolean }) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      data-slot="sidebar-menu-sub-button"
      data-active={active ? 'true' : undefined}
      className={cn(
        'flex h-9 min-w-0 items-center rounded-lg px-3 text-sm text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary [&>span]:truncate',
        active && 'bg-success-surface font-medium text-success',
        className,
      )}
      {...props}
    />
  );
}
