import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { suppliers } from '../schema';
import { hashPassword } from '../../lib/crypto';

export const DEMO_CREDENTIALS = { telephone: '+380501234567', password: 'demo12345' } as const;

/** Fills an empty database with the demo supplier. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(suppliers);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(suppliers).values({
    firstname: 'Олена',
    lastname: 'Коваленко',
    email: 'demo@example.com',
    telephone: DEMO_CREDENTIALS.telephone,
    passwordHash: await hashPassword(DEMO_CREDENTIALS.password),
    isConfirmTelephone: true,
  });
  return true;
}
