import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '@/components/ui/use-toast';
import { AuthLogo } from '@/features/identity/components/auth-logo';
import { LanguageSwitch } from '@/features/identity/components/language-switch';
import { Testimonial } from '@/features/identity/components/testimonial';
import { useDocumentTitle } from '../shell/use-document-title';

/** Toasts are needed only after an action, so their code loads with the first one. */
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The auth area: from the lg breakpoint a left panel with the testimonial and the form on the
 * right; narrower screens show the form alone.
 */
export function Component() {
  const { t } = useTranslation('identity');
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  useDocumentTitle(); // `Постачальники: {route title}` (SPEC section 2)
  return (
    <div className="grid min-h-full bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label={t('testimonial.label')}
        className="relative hidden flex-col justify-between gap-12 overflow-hidden bg-zinc-900 p-10 lg:flex xl:p-14"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -left-40 size-[28rem] rounded-full bg-primary/25 blur-3xl"
        />
        <AuthLogo inverted className="relative" />
        <div className="relative">
          <Testimonial />
        </div>
      </aside>
      <div className="flex min-h-full min-w-0 flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8 lg:justify-end">
          <AuthLogo className="lg:hidden" />
          <LanguageSwitch />
        </header>
        <main className="flex flex-1 justify-center px-4 pt-4 pb-12 sm:items-center sm:px-8 sm:pt-0">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </div>
  );
}
