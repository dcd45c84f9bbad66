import { describe, expect, it } from 'vitest';
import { integrationCreateRequest, integrationsIssueText } from '@supplier/contracts/integrations';
import type { IssueLike } from '@supplier/contracts/messages';
import { bodyOf, formValuesOf, kyivDayOf, kyivEndOfDay, type IntegrationFormValues } from './values';

const minimal = {
  id: 1,
  name: 'CRM',
  token_prefix: 'spk_abcd',
  scopes: ['orders:read' as const],
  expires_at: null,
  ip_allow_list: [],
  last_used_at: null,
  last_used_ip: null,
  revoked_at: null,
  status: 'active' as const,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

/** What the form would show under each field: the API's words for the request built from the form. */
function problems(values: IntegrationFormValues): Record<string, string> {
  const result = integrationCreateRequest.safeParse(bodyOf(values), { reportInput: true });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join('.'),
      integrationsIssueText(issue as unknown as IssueLike, 'uk'),
    ]),
  );
}

describe('integration form values', () => {
  it('reads an expiry day as the end of that day in Kyiv, summer and winter', () => {
    expect(kyivEndOfDay('2030-07-15')).toBe('2030-07-15T20:59:59.000Z');
    expect(kyivEndOfDay('2030-01-15')).toBe('2030-01-15T21:59:59.000Z');
    expect(kyivDayOf('2030-07-15T20:59:59.000Z')).toBe('2030-07-15');
    expect(kyivDayOf('2030-01-15T22:30:00.000Z')).toBe('2030-01-16');
    expect(kyivDayOf(null)).toBe('');
  });

  it('sends the allow-list as addresses, blanks and repeats dropped, and shows it a line each', () => {
    const body = bodyOf({
      name: 'CRM',
      scopes: ['orders:read'],
      expires_on: '',
      ip_text: '203.0.113.5\n\n 198.51.100.0/24 , 203.0.113.5\n',
    });
    expect(body).toEqual({
      name: 'CRM',
      scopes: ['orders:read'],
      expires_at: null,
      ip_allow_list: ['203.0.113.5', '198.51.100.0/24'],
    });
    expect(formValuesOf({ ...minimal, ip_allow_list: ['203.0.113.5', '10.0.0.0/8'] }).ip_text).toBe(
      '203.0.113.5\n10.0.0.0/8',
    );
    expect(formValuesOf({ ...minimal, expires_at: '2030-07-15T20:59:59.000Z' }).expires_on).toBe('2030-07-15');
  });

  it('fails the rules in the words the API answers', () => {
    expect(problems({ name: '', scopes: [], expires_on: '2020-01-01', ip_text: '203.0.113.5\n300.1.1.1' })).toEqual({
      name: "Обов'язкове поле.",
      scopes: 'Оберіть хоча б один дозвіл.',
      expires_at: 'Термін дії має бути в майбутньому.',
      'ip_allow_list.1': 'Введіть IP-адресу або мережу CIDR, наприклад 203.0.113.5 або 203.0.113.0/24.',
    });
    expect(problems({ name: 'CRM', scopes: ['orders:read'], expires_on: '2099-12-31', ip_text: '::1' })).toEqual({});
  });
});
