import { z } from 'zod';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';

/**
 * Integrations: API tokens a supplier creates for their own systems (1C/BAS, a CRM, a warehouse).
 * Managed under `/admin-suppliers/v1/integrations` (signed-in supplier); the token itself opens the
 * supplier REST API. A token is `spk_` + 32 random bytes base64url, shown once; the server keeps
 * only its SHA-256 (hex) and the first `INTEGRATION_TOKEN_PREFIX_LENGTH` characters.
 */
export const INTEGRATION_TOKEN_PREFIX = 'spk_';
/** How many first characters of a token lists show (`spk_` and 4 more). */
export const INTEGRATION_TOKEN_PREFIX_LENGTH = 8;
export const INTEGRATION_NAME_MAX_LENGTH = 100;
export const INTEGRATION_IP_LIST_MAX = 50;
/** At most this many integrations (live or not) per supplier. */
export const INTEGRATIONS_PER_SUPPLIER_MAX = 50;

/** The domains a token may be given access to; each has a read and a write scope. */
export const integrationDomains = ['products', 'stock', 'orders', 'waybills'] as const;
export type IntegrationDomain = (typeof integrationDomains)[number];

export const integrationScopes = [
  'products:read',
  'products:write',
  'stock:read',
  'stock:write',
  'orders:read',
  'orders:write',
  'waybills:read',
  'waybills:write',
] as const;
export const integrationScopeSchema = z.enum(integrationScopes);
/** The scopes the panel offers: no operation writes products yet, so `products:write` is not offered. */
export const offeredIntegrationScopes: readonly IntegrationScope[] = integrationScopes.filter(
  (scope) => scope !== 'products:write',
);
export type IntegrationScope = (typeof integrationScopes)[number];

/** Words for the domains and the scopes (`stock` covers stock and prices). */
export const integrationScopeLabels = {
  uk: {
    domains: {
      products: 'Товари',
      stock: 'Залишки та ціни',
      orders: 'Замовлення',
      waybills: 'ТТН',
    },
    read: 'Читання',
    write: 'Запис',
    scopes: {
      'products:read': 'Товари: читання',
      'products:write': 'Товари: запис',
      'stock:read': 'Залишки та ціни: читання',
      'stock:write': 'Залишки та ціни: запис',
      'orders:read': 'Замовлення: читання',
      'orders:write': 'Замовлення: запис',
      'waybills:read': 'ТТН: читання',
      'waybills:write': 'ТТН: запис',
    },
  },
  en: {
    domains: {
      products: 'Products',
      stock: 'Stock and prices',
      orders: 'Orders',
      waybills: 'Waybills',
    },
    read: 'Read',
    write: 'Write',
    scopes: {
      'products:read': 'Products: read',
      'products:write': 'Products: write',
      'stock:read': 'Stock and prices: read',
      'stock:write': 'Stock and prices: write',
      'orders:read': 'Orders: read',
      'orders:write': 'Orders: write',
      'waybills:read': 'Waybills: read',
      'waybills:write': 'Waybills: write',
    },
  },
} as const satisfies Record<
  Locale,
  {
    domains: Record<IntegrationDomain, string>;
    read: string;
    write: string;
    scopes: Record<IntegrationScope, string>;
  }
>;

export const integrationsValidationMessages = {
  uk: {
    scopes_required: 'Оберіть хоча б один дозвіл.',
    expiry_future: 'Термін дії має бути в майбутньому.',
    ip_or_cidr: 'Введіть IP-адресу або мережу CIDR, наприклад 203.0.113.5 або 203.0.113.0/24.',
    ip_list_too_long: 'Не більше {{maximum}} адрес.',
  },
  en: {
    scopes_required: 'Choose at least one permission.',
    expiry_future: 'The expiry must be in the future.',
    ip_or_cidr: 'Enter an IP address or a CIDR network, e.g. 203.0.113.5 or 203.0.113.0/24.',
    ip_list_too_long: 'At most {{maximum}} addresses.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function integrationsIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = integrationsValidationMessages[locale];
  const text = own[issue.message];
  if (text) return text.replace('{{maximum}}', String(issue.maximum ?? ''));
  return issueMessage(issue, locale);
}

const ipOrCidr = z
  .string()
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { message: 'ip_or_cidr' }));

/** One IP or CIDR network. */
export const integrationIpSchema = ipOrCidr;

/**
 * The allow-list as the API takes it: an array of IPs/CIDRs (blank entries dropped, duplicates
 * removed). Empty means the token works from any address.
 */
export const integrationIpAllowList = z
  .array(z.string())
  .transform((list) => [...new Set(list.map((item) => item.trim()).filter(Boolean))])
  .pipe(z.array(ipOrCidr).max(INTEGRATION_IP_LIST_MAX, { message: 'ip_list_too_long' }));

/**
 * Splits the textarea the web shows (one address a line, or separated by commas/spaces), blanks
 * and repeats dropped: the same list, in the same order, as `integrationIpAllowList` keeps.
 */
export function parseIpAllowListText(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

const scopesField = z
  .array(integrationScopeSchema)
  .min(1, { message: 'scopes_required' })
  .transform((scopes) => integrationScopes.filter((scope) => scopes.includes(scope)));

/** An ISO date-time in the future, or null for a token that does not expire. */
const expiresAtField = z.iso
  .datetime({ offset: true })
  .nullable()
  .refine((value) => value === null || new Date(value).getTime() > Date.now(), { message: 'expiry_future' });

const nameField = z.string().trim().min(1).max(INTEGRATION_NAME_MAX_LENGTH);

/** POST /integrations */
export const integrationCreateRequest = z.object({
  name: nameField,
  scopes: scopesField,
  expires_at: expiresAtField.default(null),
  ip_allow_list: integrationIpAllowList.default([]),
});

/** PUT /integrations/{id}: the fields sent are changed, the others kept. */
export const integrationUpdateRequest = z.object({
  name: nameField.optional(),
  scopes: scopesField.optional(),
  expires_at: expiresAtField.optional(),
  ip_allow_list: integrationIpAllowList.optional(),
});

export const integrationStatuses = ['active', 'expired', 'revoked'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/** An integration as lists and the edit page see it: never the token. */
export const integration = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, e.g. `spk_AbC1`. */
  token_prefix: z.string(),
  scopes: z.array(integrationScopeSchema),
  expires_at: z.string().nullable(),
  ip_allow_list: z.array(z.string()),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(integrationStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Integration = z.infer<typeof integration>;

/** GET /integrations */
export const integrationsResponse = z.object({ data: z.array(integration) });
/** GET /integrations/{id} */
export const integrationResponse = z.object({ data: integration });
/** PUT /integrations/{id}, POST /integrations/{id}/revoke */
export const integrationSavedResponse = z.object({ message: z.string(), data: integration });
/**
 * POST /integrations and POST /integrations/{id}/regenerate: the only answers that carry the
 * whole token; it cannot be read again.
 */
export const integrationWithTokenResponse = z.object({
  message: z.string(),
  data: integration,
  token: z.string(),
});

/** `{id}` of an integration as text: anything that is not one answers 404 (as another supplier's does), never 422. */
export const integrationParams = z.object({ id: z.string().max(32) });

/** What each endpoint of `integrationsEndpoints` takes and answers. */
export const integrationsEndpointSchemas = {
  listIntegrations: {
    permission: 'integrations',
    responses: { 200: integrationsResponse },
    errors: [401],
    requires: ['subscription'],
  },
  createIntegration: {
    permission: 'integrations',
    body: integrationCreateRequest,
    responses: { 201: integrationWithTokenResponse },
    errors: [401, 409, 422],
    requires: ['subscription'],
  },
  getIntegration: {
    permission: 'integrations',
    params: integrationParams,
    responses: { 200: integrationResponse },
    errors: [401, 404],
    requires: ['subscription'],
  },
  updateIntegration: {
    permission: 'integrations',
    params: integrationParams,
    body: integrationUpdateRequest,
    responses: { 200: integrationSavedResponse },
    errors: [401, 404, 409, 422],
    requires: ['subscription'],
  },
  regenerateIntegrationToken: {
    permission: 'integrations',
    params: integrationParams,
    responses: { 200: integrationWithTokenResponse },
    errors: [401, 404, 409],
    requires: ['subscription'],
  },
  revokeIntegration: {
    permission: 'integrations',
    params: integrationParams,
    responses: { 200: integrationSavedResponse },
    errors: [401, 404],
    requires: ['subscription'],
  },
} satisfies EndpointTable;
