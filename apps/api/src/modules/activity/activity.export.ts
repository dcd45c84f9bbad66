import {
  activityFieldLabels,
  activityLabel,
  type ActivityEntry,
  type ActivityExportFormat,
} from '@supplier/contracts/activity';
import type { Locale } from '@supplier/contracts/constants';
import { tableFile, type TableColumn } from '../../lib/table-file';
import { activityText } from './activity.messages';

const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The changes as one line: `Статус: new → processing; Ціна: 100 → 120`. */
function changesText(entry: ActivityEntry, locale: Locale): string {
  return Object.entries(entry.changes)
    .map(
      ([field, change]) =>
        `${activityLabel(activityFieldLabels[locale], field)}: ${shown(change.from)} → ${shown(change.to)}`,
    )
    .join('; ');
}

function columns(locale: Locale): TableColumn<ActivityEntry>[] {
  const date = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: 'Europe/Kyiv',
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const text = (key: Parameters<typeof activityText>[1]) => activityText(locale, key);
  return [
    { header: text('export_date'), width: 20, cell: (e) => date.format(new Date(e.created_at)) },
    { header: text('export_actor'), width: 24, cell: (e) => e.actor_name },
    { header: text('export_action'), width: 32, cell: (e) => e.action_text },
    {
      header: text('export_object'),
      width: 30,
      cell: (e) => [e.object.type_text, e.object.label ?? e.object.id].filter(Boolean).join(' '),
    },
    { header: text('export_changes'), width: 60, cell: (e) => changesText(e, locale) },
    { header: text('export_ip'), width: 16, cell: (e) => e.ip ?? '' },
    { header: text('export_user_agent'), width: 40, cell: (e) => e.user_agent ?? '' },
  ];
}

/** The entries of `pages` as a streamed file: nothing holds more than one page in memory. */
export function activityFile(pages: AsyncIterable<ActivityEntry[]>, format: ActivityExportFormat, locale: Locale) {
  return tableFile(pages, {
    format,
    columns: columns(locale),
    sheetName: activityText(locale, 'export_sheet'),
    name: 'activity',
  });
}
