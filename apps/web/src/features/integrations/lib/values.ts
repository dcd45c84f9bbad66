import { parseIpAllowListText, type Integration, type IntegrationScope } from '@supplier/contracts/integrations';
import { TIME_ZONE } from '@/lib/date-format';

/** What the integration form holds: the expiry as a calendar day, the allow-list as typed. */
export interface IntegrationFormValues {
  name: string;
  scopes: IntegrationScope[];
  /** `YYYY-MM-DD` (a day in Kyiv) or '' for no expiry. */
  expires_on: string;
  ip_text: string;
}

/** The allow-list as typed: room for the API's 50 entries of the longest (IPv6 CIDR) form. */
export const IP_TEXT_MAX_LENGTH = 2500;

export type IntegrationFormField = keyof IntegrationFormValues;

export interface IntegrationBody {
  name: string;
  scopes: IntegrationScope[];
  expires_at: string | null;
  ip_allow_list: string[];
}

const kyivParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function kyivWall(date: Date): { year: number; month: number; day: number; ms: number } {
  const parts: Record<string, number> = {};
  for (const part of kyivParts.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const ms = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return { year: parts.year!, month: parts.month!, day: parts.day!, ms };
}

/** The last second of a Kyiv calendar day (`YYYY-MM-DD`) as an ISO instant. */
export function kyivEndOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year!, month! - 1, date!, 23, 59, 59);
  const offset = kyivWall(new Date(guess)).ms - guess;
  return new Date(guess - offset).toISOString();
}

/** The Kyiv calendar day (`YYYY-MM-DD`) of an instant; '' for none. */
export function kyivDayOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = kyivWall(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function formValuesOf(integration?: Integration | null): IntegrationFormValues {
  return {
    name: integration?.name ?? '',
    scopes: integration?.scopes ?? [],
    expires_on: kyivDayOf(integration?.expires_at),
    ip_text: integration?.ip_allow_list.join('\n') ?? '',
  };
}

/** The request body from the form. */
export function bodyOf(values: IntegrationFormValues): IntegrationBody {
  return {
    name: values.name,
    scopes: values.scopes,
    expires_at: values.expires_on ? kyivEndOfDay(values.expires_on) : null,
    ip_allow_list: parseIpAllowListText(values.ip_text),
  };
}
