import { describe, expect, it } from 'vitest';
import { keyedText } from './notification-texts';

describe('notification texts', () => {
  const params = { order: 1042, total: '1 234,50 грн', total_kopiyky: 123450 };

  it('put money in the reader’s language: UAH 1,234.50 in English, 1 234,50 грн in Ukrainian', () => {
    const english = keyedText('order_created', params, 'en');
    expect(english.body).toContain('UAH\u00a01,234.50');
    expect(english.body).not.toMatch(/грн/);
    expect(keyedText('order_created', params, 'uk').body).toContain('1 234,50 грн');
  });

  it('read a notification written before the amount was kept as kopiyky as it was', () => {
    expect(keyedText('order_created', { order: 7, total: '99 грн' }, 'uk').body).toContain('99 грн');
  });

  it('name a return’s status, kind and reason in the reader’s language; one written before as it was', () => {
    const moved = { number: '100191-1', order: 100191, status: 'Скасовано', status_code: 'cancelled' };
    const english = keyedText('return_status', moved, 'en');
    expect(`${english.title} ${english.body}`).not.toMatch(/[а-яіїєґ]/i);
    expect(keyedText('return_status', moved, 'uk').title).toBe('Повернення №100191-1: Скасовано');
    const asked = {
      number: '1',
      order: 1,
      buyer: 'Olena',
      kind: 'обмін',
      kind_code: 'exchange',
      reason: 'брак',
      reason_code: 'defect',
    };
    expect(keyedText('return_requested', asked, 'en').body).not.toMatch(/[а-яіїєґ]/i);
    expect(keyedText('return_status', { number: '2', order: 2, status: 'Скасовано' }, 'en').title).toContain(
      'Скасовано',
    );
  });
});
