import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../identity/identity.table';
import { avatarImage, loadSharp } from '../../lib/images';
import { storageKey, type FileStorage } from '../../lib/storage';

/** The demo supplier's photo (her initials on a colour), so the demo profile is complete. Kept when set. */
export async function seedDemoAvatar(db: Db, supplierId: number, storage: FileStorage): Promise<void> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), isNull(suppliers.avatar)))
    .limit(1);
  if (!row) return;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#2563eb"/>' +
    '<circle cx="128" cy="104" r="52" fill="#ffffff" opacity="0.9"/><ellipse cx="128" cy="236" rx="92" ry="70" fill="#ffffff" opacity="0.9"/></svg>';
  const sharp = await loadSharp();
  const image = await avatarImage(await sharp(Buffer.from(svg)).png().toBuffer());
  const url = await storage.put(storageKey(`avatars/${supplierId}`, 'webp'), image, 'image/webp');
  await db
    .update(suppliers)
    .set({ avatar: url })
    .where(and(eq(suppliers.id, supplierId), isNull(suppliers.avatar)));
}
