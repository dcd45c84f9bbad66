import type { Resolver } from 'react-hook-form';
import {
  INTEGRATION_IP_LIST_MAX,
  integrationCreateRequest,
  integrationsIssueText,
} from '@supplier/contracts/integrations';
import type { IssueLike } from '@supplier/contracts/messages';
import { applyServerErrors, schemaResolver, type SetFieldError } from '@/lib/form';
import { bodyOf, type IntegrationBody, type IntegrationFormField, type IntegrationFormValues } from './values';

export { formValuesOf, type IntegrationBody, type IntegrationFormValues } from './values';

/** The API's field of an issue → the form's field. */
function fieldOf(path: readonly PropertyKey[]): IntegrationFormField {
  const [first] = path;
  if (first === 'expires_at') return 'expires_on';
  if (first === 'ip_allow_list') return 'ip_text';
  return first === 'scopes' ? 'scopes' : 'name';
}

/** An address the allow-list refuses is named in its text. */
export function integrationIssueText(issue: IssueLike, locale: 'uk' | 'en'): string {
  const text = integrationsIssueText(issue, locale);
  const path = (issue as IssueLike & { path?: PropertyKey[] }).path ?? [];
  return path[0] === 'ip_allow_list' && typeof path[1] === 'number' && typeof issue.input === 'string'
    ? `${issue.input} — ${text}`
    : text;
}

/** The contracts' request schema, worded like the API's 422 answers. */
export const integrationResolver: Resolver<IntegrationFormValues, unknown, IntegrationBody> = schemaResolver<
  IntegrationFormValues,
  typeof integrationCreateRequest
>(integrationCreateRequest, bodyOf, { issueText: integrationIssueText, fieldOf });

const FIELDS: readonly IntegrationFormField[] = ['name', 'scopes', 'expires_on', 'ip_text'];
const SERVER_FIELDS: Partial<Record<string, IntegrationFormField>> = {
  expires_at: 'expires_on',
  ip_allow_list: 'ip_text',
  ...Object.fromEntries(
    Array.from({ length: INTEGRATION_IP_LIST_MAX + 1 }, (_, index) => [`ip_allow_list.${index}`, 'ip_text' as const]),
  ),
};

/** A 422 under the form's fields; anything else (409 revoked, …) as an error toast. */
export function applyIntegrationErrors(error: unknown, setError: SetFieldError<IntegrationFormField>): void {
  applyServerErrors(error, setError, FIELDS, { map: SERVER_FIELDS, nested: true });
}
