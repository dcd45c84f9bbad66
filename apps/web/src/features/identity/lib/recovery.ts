/**
 * Navigation state of `recover-password-code` (SPEC section 4: "with code and telephone"). The
 * opaque reset token stays out of the URL, so it never lands in history or logs; the browser keeps
 * the state across a reload.
 */
export interface RecoveryState {
  telephone: string;
  /** The reset token answered by `forgotten` as `code`. */
  code: string;
  /** When a new SMS code may be asked for (epoch ms). */
  resendAt?: number;
}

export function isRecoveryState(value: unknown): value is RecoveryState {
  if (!value || typeof value !== 'object') return false;
  const { telephone, code } = value as Partial<RecoveryState>;
  return typeof telephone === 'string' && typeof code === 'string' && telephone !== '' && code !== '';
}
