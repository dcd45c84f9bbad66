import type { Db } from '../client';
import { suppliers } from '../schema';
import { hashPassword } from '../../lib/crypto';

export const DEMO_CREDENTIALS = { telephone: '+380501234567', password: 'demo12345' } as const;

/**
 * Adds the demo supplier (confirmed phone, password login ready). Idempotent: an existing row
 * with the demo phone or email is left as it is. Returns whether it inserted anything.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(suppliers)
    .values({
      firstname: 'Олена',
      lastname: 'Коваленко',
      email: 'demo@example.com',
      telephone: DEMO_CREDENTIALS.telephone,
      passwordHash: await hashPassword(DEMO_CREDENTIALS.password),
      isConfirmTelephone: true,
    })
    .onConflictDoNothing()
    .returning({ id: suppliers.id });
  return inserted.length > 0;
}
