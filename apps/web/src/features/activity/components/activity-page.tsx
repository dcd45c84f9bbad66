import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, History, LoaderCircle } from 'lucide-react';
import type { ActivityEntry } from '@supplier/contracts/activity';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { apiDownload } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useAddressParams } from '@/lib/use-address-params';
import { useKeysetPaging } from '@/lib/use-keyset-paging';
import { ACTIVITY_EXPORT_PATH, useActivity } from '../api/get-activity';
import {
  exportQueryOf,
  filtersActive,
  queryOf,
  rangeInvalid,
  readParams,
  writeParams,
  type ActivityParams,
} from '../lib/list-params';
import { ActivityChanges } from './activity-changes';
import { ActivityFilters, type ActivityMember } from './activity-filters';

/** One entry: who, when, what to which object, from where, and what changed. */
function ActivityRow({ entry, onMember }: { entry: ActivityEntry; onMember(entry: ActivityEntry): void }) {
  const { t } = useTranslation('activity');
  const object = [entry.object.type_text, entry.object.label ?? (entry.object.id && `#${entry.object.id}`)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className="grid min-w-0 gap-2 rounded-xl border border-border bg-card p-3 text-sm md:grid-cols-[11rem_minmax(0,1fr)]"
      data-testid="activity-entry"
      data-action={entry.action}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 md:flex-col md:gap-0.5">
        <time dateTime={entry.created_at} className="text-muted-foreground">
          {formatDateTime(entry.created_at)}
        </time>
        <button
          type="button"
          className="truncate text-left font-medium underline-offset-2 hover:underline"
          onClick={() => onMember(entry)}
          title={t('list.onlyThisMember')}
          data-testid="activity-actor"
          data-seller-data
        >
          {entry.actor_name || t('list.owner')}
        </button>
      </div>
      <div className="grid min-w-0 gap-1">
        <p className="break-words">
          <span className="font-medium">{entry.action_text}</span>
          {object && <span className="text-muted-foreground"> — {object}</span>}
        </p>
        <ActivityChanges entry={entry} />
        {(entry.ip || entry.user_agent) && (
          <p className="truncate text-xs text-muted-foreground" title={entry.user_agent ?? undefined}>
            {[entry.ip, entry.user_agent].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * «Журнал дій» (issue 34): who of the team changed what, newest first, filtered in the address,
 * page by page (keyset), exported as the filters have it. The owner's only.
 */
export function ActivityPage({ title, members }: { title: string; members: ActivityMember[] }) {
  const { t } = useTranslation('activity');
  const [address, setAddress] = useAddressParams();
  const params = readParams(address);
  const key = writeParams(params).toString();
  const update = (patch: Partial<ActivityParams>) =>
    setAddress((current) => writeParams({ ...readParams(current), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });
  const paging = useKeysetPaging(key);
  const badRange = rangeInvalid(params);
  const active = filtersActive(params);
  const entries = useActivity(queryOf(params, paging.cursor), !badRange);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    apiDownload(ACTIVITY_EXPORT_PATH, exportQueryOf(params, format))
      .catch(() => undefined) // the refusal is shown as a toast
      .finally(() => setExporting(null));
  };

  return (
    <ListPage
      list={{ paging }}
      testId="activity-page"
      title={title}
      description={t('list.description')}
      actions={
        <div role="group" aria-label={t('list.export')} className="flex gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={exporting !== null || badRange}
              onClick={() => download(format)}
              data-testid={`activity-export-${format}`}
            >
              {exporting === format ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
              {format.toUpperCase()}
            </Button>
          ))}
        </div>
      }
      above={
        <ActivityFilters params={params} members={members} active={active} rangeInvalid={badRange} onChange={update} />
      }
      result={entries}
      loading={{ rows: 5, className: 'h-20 rounded-xl', testId: 'activity-loading' }}
      error={{ title: t('list.loadError'), testId: 'activity-error' }}
      empty={{
        filtered: active,
        icon: History,
        title: t('list.empty'),
        filteredTitle: t('list.emptyFiltered'),
        hint: t('list.emptyHint'),
        filteredHint: t('list.emptyFilteredHint'),
        testId: 'activity-empty',
      }}
      pager={{ label: t('list.pages'), testIdPrefix: 'activity' }}
    >
      {(rows, { busy }) => (
        <ul className={cn('grid gap-2', busy && 'opacity-60')} aria-busy={busy || undefined}>
          {rows.map((entry) => (
            <ActivityRow
              key={entry.id}
              entry={entry}
              onMember={(chosen) => update({ member: chosen.member_id === null ? 'owner' : String(chosen.member_id) })}
            />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
