import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { usePageCrumbStore } from '@/lib/page-crumb';
import { useSetup } from '@/features/setup/store';
import type { RouteHandle } from '../route-handle';
import { HOME_PATH } from './constants';
import { useHandleMatches, type HandleMatch } from './route-handles';

/** Pages without a breadcrumb: the dashboard statistics (home itself) and 404. */
const UNLISTED = new Set(['statistics', '404']);

export interface Crumb {
  title: RouteHandle['title'];
  to: string;
}

export function crumbsOf(matches: HandleMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle;
    if (!handle?.title || handle.crumb === false) continue;
    const last = crumbs.at(-1);
    if (last && last.title === handle.title && last.to === match.pathname) continue;
    crumbs.push({ title: handle.title, to: match.pathname });
  }
  return crumbs;
}

/**
 * SPEC section 2: home plus the matched route labels, on listed pages only; the articles page is
 * listed once the information setup step is done. A page may name its own last step (`usePageCrumb`).
 */
export function ShellBreadcrumbs() {
  const { t } = useTranslation(['routes', 'shell']);
  const matches = useHandleMatches();
  const information = useSetup((state) => state.setupSettings?.information === true);
  const named = usePageCrumbStore((state) => state.crumb);
  const leaf = matches.at(-1);
  if (!leaf || UNLISTED.has(leaf.id)) return null;
  if (leaf.id === 'articles-information' && !information) return null;
  const crumbs = crumbsOf(matches);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb aria-label={t('shell:breadcrumb')} data-testid="breadcrumb">
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link to={HOME_PATH} className="inline-flex items-center gap-1">
              <House className="size-3.5" aria-hidden />
              {t('home')}
            </Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.to}:${crumb.title}`}>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              {index === crumbs.length - 1 ? (
                <BreadcrumbPage>{named?.path === crumb.to ? named.text : t(crumb.title)}</BreadcrumbPage>
              ) : (
                <BreadcrumbLink asChild>
                  <Link to={crumb.to}>{t(crumb.title)}</Link>
                </BreadcrumbLink>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
