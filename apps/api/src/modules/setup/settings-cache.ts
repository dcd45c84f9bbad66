import { settingsResponse, type SettingsResponse } from '@supplier/contracts/setup';
import { InvalidatedCache, invalidateOn, type ListenNotify } from '../../db/listen-notify';
import type { Clock } from '../../drivers';

/**
 * The settings of each supplier, cached in the process (LRU, 60 s TTL as a safety net). Every
 * table they are read from notifies `supplier_changed` with the supplier id at commit (migration
 * 0011), which drops the entry here and in every other process; see docs/adr/0007-settings-cache.md.
 */
export function cachedSettings(deps: {
  settings: (supplierId: number) => Promise<SettingsResponse>;
  listenNotify: ListenNotify | undefined;
  clock: Clock;
  max?: number;
  ttlMs?: number;
}) {
  const cache = new InvalidatedCache<number, { json: string; activeUntil: number | null }>({
    max: deps.max ?? 10_000,
    ttlMs: deps.ttlMs ?? 60_000,
  });
  const stop = invalidateOn(deps.listenNotify, 'supplier_changed', cache, Number);
  return {
    /**
     * The settings as JSON, checked against the contract once per computation, not per call. A
     * cached answer comes back as is, not in a promise (issue 36).
     */
    json(supplierId: number): string | Promise<string> {
      const hit = cache.get(supplierId);
      // An active subscription ends by the clock, not by a write: recompute once it has expired.
      if (hit && (hit.activeUntil === null || deps.clock.now().getTime() < hit.activeUntil)) return hit.json;
      return compute(supplierId);
    },
    /** For tests and diagnostics. */
    cache,
    close: stop,
  };

  async function compute(supplierId: number): Promise<string> {
    const ticket = cache.ticket();
    const response = settingsResponse.parse(await deps.settings(supplierId));
    const panel = response.subscribes.supplier_panel;
    const activeUntil = panel.active && panel.expires_at ? Date.parse(panel.expires_at) : null;
    const json = JSON.stringify(response);
    cache.set(supplierId, { json, activeUntil }, ticket);
    return json;
  }
}
