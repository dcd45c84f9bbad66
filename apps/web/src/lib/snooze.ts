/**
 * «Later» for a prompt, per supplier and across sign-ins: localStorage `key` holds supplier id →
 * the time (ms) until which the prompt stays closed.
 */
function snoozedUntil(key: string): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function isSnoozed(key: string, supplierId: number | undefined, now = Date.now()): boolean {
  return supplierId !== undefined && (snoozedUntil(key)[supplierId] ?? 0) > now;
}

export function snooze(key: string, supplierId: number, days: number, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...snoozedUntil(key), [supplierId]: now + days * 86_400_000 }));
  } catch {
    // storage blocked: the prompt is only hidden until the next load
  }
}
