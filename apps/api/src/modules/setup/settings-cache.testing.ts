import { expect } from 'vitest';
import type { Database } from '../../db/client';
import type { TestContext } from '../../test/app';

export const SETTINGS = '/api/admin-suppliers/v1/settings';
export const LONG = 'Текст статті, достатньо довгий, щоб крок «Інформація» вважався виконаним.';

export interface Settings {
  setup: { information: boolean; product: boolean; delivery: boolean; payment: boolean };
  balance: { total: number };
}

export async function settings(call: TestContext['call'], token: string) {
  return call({ method: 'GET', url: SETTINGS, token });
}

export async function until(check: () => Promise<boolean>, ms = 1000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

export async function listening(database: Database): Promise<void> {
  await until(async () => database.listenNotify?.listening === true, 5000);
  expect(database.listenNotify?.listening).toBe(true);
}
