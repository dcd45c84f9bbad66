import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@supplier/contracts/activity';
import { changeRows } from '../lib/change-values';

/** What an entry changed, field by field: before → after, in words (a dash for none). */
export function ActivityChanges({ entry }: { entry: Pick<ActivityEntry, 'changes' | 'object'> }) {
  const { t, i18n } = useTranslation(['activity', 'notifications']);
  const rows = changeRows(entry.changes, {
    objectType: entry.object.type,
    locale: i18n.language === 'en' ? 'en' : 'uk',
    words: {
      yes: t('values.yes'),
      no: t('values.no'),
      productStatus: t('values.productStatus', { returnObjects: true }),
      teamStatus: t('values.teamStatus', { returnObjects: true }),
      notificationTypes: t('notifications:types', { returnObjects: true }),
    },
  });
  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-1 text-sm" data-testid="activity-changes">
      {rows.map((row) => (
        <div key={row.field} className="flex min-w-0 flex-wrap items-baseline gap-x-2" data-testid="activity-change">
          <dt className="text-muted-foreground">{row.label}:</dt>
          <dd className="min-w-0 break-words">
            <span className="line-through decoration-muted-foreground/60" data-testid="activity-change-from">
              {row.from}
            </span>
            <span aria-label={t('list.becomes')} className="px-1.5 text-muted-foreground">
              →
            </span>
            <span className="font-medium" data-testid="activity-change-to">
              {row.to}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
