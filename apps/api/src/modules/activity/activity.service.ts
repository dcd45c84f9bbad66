import { z } from 'zod';
import {
  ACTIVITY_KEEP_DAYS,
  activityActionLabels,
  activityLabel,
  activityObjectLabels,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityResponse,
} from '@supplier/contracts/activity';
import { rowId } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import type { Db } from '../../db/client';
import { httpErrors } from '../../errors';
import { cursorTimestamp, decodeCursorJson, encodeCursorJson } from '../../lib/page-cursor';
import { activityText } from './activity.messages';
import { activityRepository, type ActivityListFilter, type ActivityListRow } from './activity.repository';

const DAY_MS = 24 * 60 * 60_000;
/** Entries deleted per statement by the retention job, so no statement holds locks for long. */
const RETENTION_BATCH = 10_000;

const cursorShape = z.tuple([cursorTimestamp, rowId]);

function entryOf(row: ActivityListRow, locale: Locale): ActivityEntry {
  return {
    id: Number(row.id),
    member_id: row.member_id === null ? null : Number(row.member_id),
    actor_name: row.actor_name,
    action: row.action,
    action_text: activityLabel(activityActionLabels[locale], row.action),
    object: {
      type: row.object_type,
      type_text: activityLabel(activityObjectLabels[locale], row.object_type),
      id: row.object_id,
      label: row.object_label,
    },
    changes: row.changes,
    ip: row.ip,
    user_agent: row.user_agent,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Reading the log and keeping it a year. */
export function activityService(db: Db) {
  const repository = activityRepository(db);

  return {
    /** One page, newest first; 422 `invalid_cursor` for a cursor this list did not make. */
    async list(
      supplierId: number,
      query: Omit<ActivityFilter, 'per_page' | 'cursor'> & { per_page: number; cursor?: string },
      locale: Locale,
    ): Promise<ActivityResponse> {
      let after: ActivityListFilter['after'];
      if (query.cursor) {
        const decoded = decodeCursorJson(query.cursor, cursorShape);
        if (!decoded) throw httpErrors.unprocessable('invalid_cursor', activityText(locale, 'invalid_cursor'));
        after = { at: decoded[0], id: decoded[1] };
      }
      const rows = await repository.list(
        supplierId,
        {
          member: query.member,
          objectType: query.object_type,
          objectId: query.object_id,
          action: query.action,
          dateFrom: query.date_from,
          dateTo: query.date_to,
          after,
        },
        query.per_page + 1,
      );
      const page = rows.slice(0, query.per_page);
      const last = page.at(-1);
      return {
        data: page.map((row) => entryOf(row, locale)),
        meta: {
          per_page: query.per_page,
          next_cursor:
            rows.length > query.per_page && last ? encodeCursorJson([last.created_key, Number(last.id)]) : null,
        },
      };
    },

    /** Deletes entries older than a year, in batches; answers how many. */
    async forgetOld(now: Date): Promise<number> {
      const before = new Date(now.getTime() - ACTIVITY_KEEP_DAYS * DAY_MS);
      let total = 0;
      for (;;) {
        const deleted = await repository.deleteOlderThan(before, RETENTION_BATCH);
        total += deleted;
        if (deleted < RETENTION_BATCH) return total;
      }
    },
  };
}

export type ActivityService = ReturnType<typeof activityService>;
