import { describe, expect, it } from 'vitest';
import { from, lastCode, signUp, uniqueIp, uniquePhone, useClockedApp } from './testing';

const PHONE_LOGIN = '/api/admin-suppliers/v2/auth/login';
const CONFIRM = '/api/admin-suppliers/v2/auth/confirm-code';
const REGISTER = '/api/admin-suppliers/v2/auth/register';

/** Any 6 digits other than `code`. */
function wrong(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, '0');
}

describe('SMS code rules', () => {
  const t = useClockedApp();

  async function loginCode(telephone: string, ip = uniqueIp()) {
    const call = from(t, ip);
    t.clock.advance(61_000);
    const sent = await call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } });
    expect(sent.statusCode, sent.body).toBe(200);
    return { call, code: await lastCode(t, telephone) };
  }

  it('sends exactly `Ваш код підтвердження: NNNNNN` with 6 digits', async () => {
    const { telephone } = await signUp(t);
    await loginCode(telephone);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`,
    });
    expect(outbox.json().data[0].text).toMatch(/^Ваш код підтвердження: \d{6}$/);
  });

  it('expires a code after 5 minutes', async () => {
    const { telephone } = await signUp(t);
    const { call, code } = await loginCode(telephone);
    t.clock.advance(5 * 60_000 + 1_000);
    const response = await call({ method: 'POST', url: CONFIRM, payload: { telephone, code } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Термін дії коду минув. Запросіть новий код.',
      code: 'code_expired',
      errors: { code: ['Термін дії коду минув. Запросіть новий код.'] },
    });
  });

  it('still takes a code just before the 5 minutes end', async () => {
    const { telephone } = await signUp(t);
    const { call, code } = await loginCode(telephone);
    t.clock.advance(5 * 60_000 - 2_000);
    expect((await call({ method: 'POST', url: CONFIRM, payload: { telephone, code } })).statusCode).toBe(200);
  });

  it('counts down the tries and burns the code after 5 wrong ones, even for the right code', async () => {
    const { telephone } = await signUp(t);
    const { call, code } = await loginCode(telephone);
    const texts: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const response = await call({ method: 'POST', url: CONFIRM, payload: { telephone, code: wrong(code, i) } });
      expect(response.statusCode).toBe(422);
      texts.push(response.json().errors.code[0]);
    }
    expect(texts).toEqual([
      'Невірний код. Залишилось спроб: 4.',
      'Невірний код. Залишилось спроб: 3.',
      'Невірний код. Залишилось спроб: 2.',
      'Невірний код. Залишилось спроб: 1.',
      'Забагато невдалих спроб. Запросіть новий код.',
    ]);
    const right = await call({ method: 'POST', url: CONFIRM, payload: { telephone, code } });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({
      code: 'code_burnt',
      errors: { code: ['Забагато невдалих спроб. Запросіть новий код.'] },
    });

    const fresh = await loginCode(telephone);
    expect(
      (await fresh.call({ method: 'POST', url: CONFIRM, payload: { telephone, code: fresh.code } })).statusCode,
    ).toBe(200);
  });

  it('never allows more than 5 comparisons when guesses arrive at once', async () => {
    const { telephone } = await signUp(t);
    const { call, code } = await loginCode(telephone);
    const guesses = Array.from({ length: 12 }, (_, i) => wrong(code, i + 1));
    guesses.push(code);
    const answers = await Promise.all(
      guesses.map((guess) => call({ method: 'POST', url: CONFIRM, payload: { telephone, code: guess } })),
    );
    const count = (code: string) =>
      answers.filter((a) => (a.statusCode === 200 ? 'ok' : a.json().code) === code).length;
    // Only 5 guesses were compared: at most 4 "wrong, N left" plus possibly the right one; all
    // the others found the code burnt.
    expect(count('code_wrong') + count('ok')).toBeLessThanOrEqual(5);
    expect(count('code_wrong')).toBeLessThanOrEqual(4);
    expect(count('code_burnt')).toBe(13 - count('code_wrong') - count('ok'));
  });

  it('signs in only once when the right code is sent twice at the same moment', async () => {
    const { telephone } = await signUp(t);
    const { call, code } = await loginCode(telephone);
    const answers = await Promise.all(
      [1, 2].map(() => call({ method: 'POST', url: CONFIRM, payload: { telephone, code } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('replaces an older code with a newer one', async () => {
    const { telephone } = await signUp(t);
    const first = await loginCode(telephone);
    const second = await loginCode(telephone);
    const old = await second.call({ method: 'POST', url: CONFIRM, payload: { telephone, code: first.code } });
    if (first.code !== second.code) expect(old.statusCode).toBe(422);
    expect(
      (await second.call({ method: 'POST', url: CONFIRM, payload: { telephone, code: second.code } })).statusCode,
    ).toBe(200);
  });

  it('answers 429 with Retry-After for a new code sooner than 60 s after the last', async () => {
    const { telephone } = await signUp(t);
    const { call } = await loginCode(telephone);
    t.clock.advance(20_000);
    const early = await call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toEqual({ message: 'Новий код можна отримати через 40 с.', code: 'code_resend_too_soon' });
    t.clock.advance(40_000);
    expect((await call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } })).statusCode).toBe(200);
  });

  it('sends at most 5 codes per phone per hour, whatever the IP', async () => {
    const { telephone } = await signUp(t); // sign-up sent code 1
    t.clock.advance(60 * 60_000 + 1000); // let it leave the window
    for (let i = 0; i < 5; i += 1) await loginCode(telephone);
    t.clock.advance(61_000);
    const sixth = await from(t, uniqueIp())({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('code_phone_limit');
    // The first of the five was sent 5×61 s ago; the window lifts an hour after it.
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(Math.abs(retryAfter - (60 * 60 - 5 * 61))).toBeLessThanOrEqual(1);
    expect(sixth.json().message).toBe(
      `Забагато кодів для цього номера. Спробуйте через ${Math.ceil(retryAfter / 60)} хв.`,
    );
    t.clock.advance(retryAfter * 1000);
    expect((await from(t, uniqueIp())({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } })).statusCode).toBe(
      200,
    );
  });

  it('sends at most 20 codes per IP per hour', async () => {
    const ip = uniqueIp();
    const call = from(t, ip);
    const register = (telephone: string) =>
      call({
        method: 'POST',
        url: REGISTER,
        payload: {
          firstname: 'І',
          lastname: 'П',
          telephone,
          email: `${telephone.slice(1)}@ip.ua`,
          password: 'parol-2024',
        },
      });
    for (let i = 0; i < 20; i += 1) expect((await register(uniquePhone())).statusCode).toBe(200);
    const over = await register(uniquePhone());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: 'Забагато запитів коду. Спробуйте через 60 хв.', code: 'code_ip_limit' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
    expect(
      (
        await from(
          t,
          uniqueIp(),
        )({
          method: 'POST',
          url: REGISTER,
          payload: {
            firstname: 'І',
            lastname: 'П',
            telephone: uniquePhone(),
            email: 'other-ip@ip.ua',
            password: 'parol-2024',
          },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps two simultaneous requests for one phone to one code', async () => {
    const { telephone } = await signUp(t);
    t.clock.advance(61_000);
    const call = from(t, uniqueIp());
    const answers = await Promise.all(
      [1, 2, 3].map(() => call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
  });
});
