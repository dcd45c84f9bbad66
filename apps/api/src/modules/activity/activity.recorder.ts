import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityChange } from '@supplier/contracts/activity';
import type { Db } from '../../db/client';
import { activityRepository, type ActivityInsert } from './activity.repository';
import { currentScope, recordedExplicitly } from './activity.scope';

/** Who acted: a supplier's member, or its own sign-in (`memberId` null). */
export interface ActivityActor {
  supplierId: number;
  memberId: number | null;
  /** Their name now; when left out, the member's (or for the owner, the supplier's) name is read. */
  name?: string | null;
}

/** A change a use case records itself, in the change's transaction. */
export interface ActivityRecord {
  /** What was done; by default the operationId of the request being answered. */
  action?: string;
  /** What it was done to: the type is the path's resource (`orders`, `products`, `team` …). */
  object: { type: string; id: string | number | null; label?: string | null };
  /** The fields that matter, before and after. */
  changes?: Record<string, ActivityChange>;
  /** By default the person signed in to the request being answered. */
  actor?: ActivityActor;
}

const USER_AGENT_MAX = 500;

/**
 * Panel endpoints that change nothing of the shop (a typing signal, a chat or notification read,
 * a check that only asks a carrier, a sign-out or a switch of supplier, a confirmation code sent):
 * the generic record leaves them out.
 */
const NOT_RECORDED = new Set([
  'chatTyping',
  'readChat',
  'markAllNotificationsRead',
  'markNotificationRead',
  'deleteNotification',
  'deleteAllNotifications',
  'addPushSubscription',
  'removePushSubscription',
  'checkNpKey',
  'checkProductImport',
  'checkProductImportSource',
  'pingWebhook',
  'logout',
  'switchMembership',
  'requestMoneyConfirmation',
]);

/** The signed-in person of a panel request; null for a stranger or the supplier API's token. */
function actorOf(request: FastifyRequest): ActivityActor | null {
  return request.auth ? { supplierId: request.auth.supplierId, memberId: request.auth.memberId } : null;
}

function operationIdOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.schema?.operationId;
}

function whereFrom(request: FastifyRequest | undefined) {
  const agent = request?.headers['user-agent'];
  return { ip: request?.ip ?? null, userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null };
}

/**
 * Records a change a person made, in the transaction `tx` that makes it, so the entry and the
 * change are kept or lost together. Outside a signed-in panel request (a job, the marketplace's
 * gateway, the supplier API) with no `actor` given, nothing is recorded: no person acted. Once a
 * request records a change itself, its generic entry is left out.
 */
export function recordActivity(tx: Db, entry: ActivityRecord): Promise<void> {
  return recordActivities(tx, [entry]);
}

/** `recordActivity` for many changes of one request (a bulk action's, one entry per object), in one statement. */
export async function recordActivities(tx: Db, entries: readonly ActivityRecord[]): Promise<void> {
  const scope = currentScope();
  const request = scope?.request;
  const rows = entries.flatMap((entry): ActivityInsert[] => {
    const actor = entry.actor ?? (request ? actorOf(request) : null);
    const action = entry.action ?? (request ? operationIdOf(request) : undefined);
    if (!actor || !action) return [];
    return [
      {
        supplierId: actor.supplierId,
        memberId: actor.memberId,
        actorName: actor.name ?? null,
        action,
        objectType: entry.object.type,
        objectId: entry.object.id === null ? null : String(entry.object.id),
        objectLabel: entry.object.label ?? null,
        changes: entry.changes ?? {},
        ...whereFrom(request),
      },
    ];
  });
  await activityRepository(tx).insert(rows);
  if (scope && rows.length > 0) scope.recorded = true;
}

/**
 * The kept fields whose values differ between `before` and `after` (lists and objects compared by
 * value), as an entry's `changes`; a side that is null (created, deleted) or lacks a field has null there.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): Record<string, ActivityChange> {
  const changes: Record<string, ActivityChange> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to };
  }
  return changes;
}

/** Path segments that are versions or the account's prefix, not the resource changed. */
const PREFIXES = new Set(['admin-suppliers', 'v1', 'v2', 'customers', 'customer']);

/** The resource a path changes (its first segment after the prefixes) and the parameter naming the object. */
export function objectOfPath(path: string): { type: string; param: string | null } {
  const segments = path.split('/').filter((segment) => segment && !PREFIXES.has(segment));
  const type = segments.find((segment) => !segment.startsWith(':')) ?? 'account';
  const param = segments.find((segment) => segment.startsWith(':'))?.slice(1) ?? null;
  return { type, param };
}

/**
 * The generic record of a panel endpoint that changes something (ADR 0046): for a 2xx answer to a
 * signed-in person, its operationId, the object of its path, the member, IP and browser, in its own
 * statement before the answer leaves (an `onSend` hook), so a client holding its 2xx finds the
 * entry and a crash cannot keep the answer and lose the entry. A failure is logged, never answered.
 */
export function activityRecorder(db: Db, path: string) {
  const object = objectOfPath(path);
  const repository = activityRepository(db);
  return async function recordAnswer<Payload>(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Payload,
  ): Promise<Payload> {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || recordedExplicitly(request)) return payload;
    const actor = actorOf(request);
    const action = operationIdOf(request);
    if (!actor || !action || NOT_RECORDED.has(action)) return payload;
    const params = request.params as Record<string, string | undefined>;
    try {
      await repository.insert([
        {
          supplierId: actor.supplierId,
          memberId: actor.memberId,
          actorName: actor.name ?? null,
          action,
          objectType: object.type,
          objectId: object.param ? (params[object.param] ?? null) : null,
          objectLabel: null,
          changes: {},
          ...whereFrom(request),
        },
      ]);
    } catch (error) {
      request.log.error({ err: error, action }, 'activity log: the change was not recorded');
    }
    return payload;
  };
}

/** The person signed in to the panel request being answered; null in a job, the gateway or the supplier API. */
export function currentActor(): ActivityActor | null {
  const request = currentScope()?.request;
  return request ? actorOf(request) : null;
}
