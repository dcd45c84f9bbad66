import type { ReturnAction, ReturnKind, ReturnStatus } from '@supplier/contracts/returns';

/** The statuses each action moves a request from (the tracking job's moves are in `track-return-waybills.ts`). */
export const ACTION_FROM = {
  accept: ['requested'],
  refuse: ['requested'],
  cancel: ['requested', 'accepted'],
  waybill: ['accepted'],
  receive: ['accepted', 'in_transit'],
  refund: ['received'],
} as const satisfies Record<ReturnAction, readonly ReturnStatus[]>;

/** Every move and the statuses it starts from: the seller's actions, and `carry` (the carrier took the parcel). */
export const MOVE_FROM = { ...ACTION_FROM, carry: ['accepted'] } as const;
export type ReturnMove = keyof typeof MOVE_FROM;

/** A request's buttons now: `waybill` only while none was made; `refund` only for a return (an exchange ends in `received`). */
export function nextActions(row: {
  status: ReturnStatus;
  kind: ReturnKind;
  waybillRef: string | null;
  refundedAt: Date | null;
}): ReturnAction[] {
  return (Object.keys(ACTION_FROM) as ReturnAction[]).filter((action) => {
    if (!(ACTION_FROM[action] as readonly ReturnStatus[]).includes(row.status)) return false;
    if (action === 'waybill') return row.waybillRef === null;
    if (action === 'refund') return row.kind === 'return' && row.refundedAt === null;
    return true;
  });
}
