import type { Answer } from './idempotency/idempotency.service';

/** A money call's answer and the suppliers whose balances it changed (for `balance.changed`). */
export interface Outcome<B> extends Answer<B> {
  touched: number[];
}
