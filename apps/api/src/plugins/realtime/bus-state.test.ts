import { describe, expect, it } from 'vitest';
import { BusState } from './bus-state';

describe('the Redis bus state (issue 35 item 1)', () => {
  it('is down only after several failures in a row, not after a slow command now and then', () => {
    const state = new BusState({ failuresForDown: 3, answersForUp: 2 });
    expect(state.failed('Command timed out')).toBe(false);
    expect(state.failed('Command timed out')).toBe(false);
    expect(state.answered()).toBe(false); // an answer in between starts the count again
    expect(state.failed('Command timed out')).toBe(false);
    expect(state.failed('Command timed out')).toBe(false);
    expect(state.down).toBe(false);
    expect(state.failed('Command timed out')).toBe(true);
    expect(state.down).toBe(true);
    expect(state.reason).toBe('Command timed out');
    expect(state.failed('Command timed out')).toBe(false); // said once
  });

  it('is down at once when a health ping goes unanswered', () => {
    const state = new BusState({ failuresForDown: 3, answersForUp: 2 });
    expect(state.failed('ping: Command timed out', true)).toBe(true);
    expect(state.down).toBe(true);
  });

  it('is up again only after answers in a row', () => {
    const state = new BusState({ failuresForDown: 3, answersForUp: 2 });
    state.failed('Connection is closed.', true);
    expect(state.answered()).toBe(false);
    expect(state.failed('Connection is closed.')).toBe(false);
    expect(state.answered()).toBe(false);
    expect(state.down).toBe(true);
    expect(state.answered()).toBe(true);
    expect(state.down).toBe(false);
  });
});
