/**
 * Whether the Redis bus is down, decided from a real signal with hysteresis (issue 35): down after
 * `failuresForDown` failures in a row, or at once on a certain one (a health ping unanswered); up
 * again after `answersForUp` answers in a row. One slow or lost command is not an outage.
 */
export class BusState {
  #down = false;
  #failures = 0;
  #answers = 0;
  #reason = '';

  constructor(private readonly options: { failuresForDown: number; answersForUp: number }) {}

  get down(): boolean {
    return this.#down;
  }

  /** Why it is down (the last failure). */
  get reason(): string {
    return this.#reason;
  }

  /** Counts a failure; answers true when it makes the bus down. */
  failed(reason: string, certain = false): boolean {
    this.#answers = 0;
    this.#failures += 1;
    this.#reason = reason;
    if (this.#down || (!certain && this.#failures < this.options.failuresForDown)) return false;
    this.#down = true;
    return true;
  }

  /** Counts an answer; answers true when it makes the bus up again. */
  answered(): boolean {
    this.#failures = 0;
    if (!this.#down) return false;
    this.#answers += 1;
    if (this.#answers < this.options.answersForUp) return false;
    this.#down = false;
    this.#answers = 0;
    return true;
  }
}
