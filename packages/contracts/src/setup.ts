import { z } from 'zod';
import type { EndpointTable } from './endpoint';

/** GET /admin-suppliers/v1/settings (PRODUCT.md section 3). */
export const setupFlags = z.object({
  information: z.boolean(),
  product: z.boolean(),
  delivery: z.boolean(),
  payment: z.boolean(),
});
export type SetupFlags = z.infer<typeof setupFlags>;

export const moneyTotal = z.object({ total: z.number(), total_format: z.string() });

export const settingsStore = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const supplierPanelSubscription = z.object({
  cost: z.number(),
  cost_format: z.string(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
});

export const settingsResponse = z.object({
  setup: setupFlags,
  /** Null for a team member whose role does not read money (ADR 0041); the owner always gets both. */
  balance: moneyTotal.nullable(),
  service_balance: moneyTotal.nullable(),
  store: settingsStore.nullable(),
  subscribes: z.object({ supplier_panel: supplierPanelSubscription }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const setupEndpointSchemas = {
  getSettings: { permission: 'member', responses: { 200: settingsResponse }, errors: [401] },
} satisfies EndpointTable;
