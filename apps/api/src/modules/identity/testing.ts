/** Helpers for the identity tests (and later modules' tests that need a signed-in supplier). */
import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../../drivers';
import { useTestApp, type TestContext } from '../../test/app';
import type { AppOptions } from '../../app';
import type { ConfigInput } from '../../config';

/** A clock the test moves by hand; starts at the real time. */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** useTestApp with a hand-moved clock as `t.clock`. */
export function useClockedApp(
  env: ConfigInput = {},
  drivers: AppOptions['drivers'] = {},
): TestContext & { clock: TestClock } {
  const clock = new TestClock();
  return Object.assign(useTestApp(env, { clock, ...drivers }), { clock });
}

let counter = 0;
/** A fresh phone and IP for each scenario, so limits of one test never touch another. */
export function uniquePhone(): string {
  counter += 1;
  return `+38067${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
}
/** Starts at random: runs sharing one Redis (throttles keyed by IP) never reuse each other's addresses. */
const ipBase = randomInt(1 << 24);
export function uniqueIp(): string {
  counter += 1;
  const n = (ipBase + counter) % (1 << 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type CallOptions = InjectOptions & { token?: string };

/** Calls from one address (the per-IP limit counts by it). */
export function from(t: TestContext, ip: string) {
  return (options: CallOptions): Promise<LightMyRequestResponse> => t.call({ remoteAddress: ip, ...options });
}

/** The newest code the log SMS driver "sent" to the phone. */
export async function lastCode(t: TestContext, telephone: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`,
  });
  expect(response.statusCode).toBe(200);
  const [message] = (response.json() as { data: { text: string }[] }).data;
  const code = /^Ваш код підтвердження: (\d{6})$/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${telephone}`);
  return code;
}

export interface SignedUp {
  telephone: string;
  email: string;
  password: string;
  token: string;
  id: number;
}

/** Signs a new supplier up and confirms the phone, as the panel does. */
export async function signUp(t: TestContext, extra: Record<string, unknown> = {}): Promise<SignedUp> {
  const telephone = uniquePhone();
  const email = `s${telephone.slice(1)}@example.com`;
  const password = 'secret-pass1';
  const call = from(t, uniqueIp());
  const registered = await call({
    method: 'POST',
    url: '/api/admin-suppliers/v2/auth/register',
    payload: { firstname: 'Іван', lastname: 'Петренко', telephone, email, password, ...extra },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const confirmed = await call({
    method: 'POST',
    url: '/api/admin-suppliers/v2/auth/confirm-code',
    payload: { telephone, code: await lastCode(t, telephone) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const body = confirmed.json() as { token: string; data: { id: number } };
  return { telephone, email, password, token: body.token, id: body.data.id };
}
