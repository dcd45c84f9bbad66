import type { Db } from '../../db/client';
import { suppliersRepository } from '../identity';

export interface ProfileFields {
  firstname: string;
  lastname: string;
  email: string;
  supplierManagerContact: string | null;
}

/** Postgres unique_violation: another row already has the value (email, telephone). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return !constraint || !name || name === constraint;
  }
  return false;
}

/** Writes of the supplier row made from the account settings, through identity's repository. */
export function accountRepository(db: Db) {
  const { update } = suppliersRepository(db);

  return {
    updateProfile: (id: number, fields: ProfileFields) => update(id, fields),
    setAvatar: (id: number, url: string) => update(id, { avatar: url }),
    setBackground: (id: number, url: string) => update(id, { background: url }),
    setTelephone: (id: number, telephone: string) => update(id, { telephone, isConfirmTelephone: true }),
    setPassword: (id: number, passwordHash: string) => update(id, { passwordHash }),
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
