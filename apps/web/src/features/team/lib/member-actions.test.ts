import { describe, expect, it } from 'vitest';
import { memberActions } from './member-actions';

describe('memberActions', () => {
  it('gives the account holder none', () => {
    expect(memberActions({ id: null, status: 'active', active_sessions: 2 })).toEqual([]);
  });

  it('offers sessions only to a member signed in somewhere', () => {
    expect(memberActions({ id: 3, status: 'active', active_sessions: 1 })).toEqual([
      'changeRole',
      'sessions',
      'deactivate',
      'remove',
    ]);
    expect(memberActions({ id: 3, status: 'active', active_sessions: 0 })).not.toContain('sessions');
  });

  it('switches a deactivated member back on instead of off', () => {
    expect(memberActions({ id: 3, status: 'deactivated', active_sessions: 0 })).toEqual([
      'changeRole',
      'reactivate',
      'remove',
    ]);
  });
});
