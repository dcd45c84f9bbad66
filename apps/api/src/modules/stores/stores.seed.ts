import type { StoreSchedule } from '@supplier/contracts/stores';
import type { Db } from '../../db/client';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { storesRepository } from './stores.repository';

const DEMO_SCHEDULE: StoreSchedule = {
  mon: { day_off: false, open: '09:00', close: '19:00' },
  tue: { day_off: false, open: '09:00', close: '19:00' },
  wed: { day_off: false, open: '09:00', close: '19:00' },
  thu: { day_off: false, open: '09:00', close: '19:00' },
  fri: { day_off: false, open: '09:00', close: '18:00' },
  sat: { day_off: false, open: '10:00', close: '16:00' },
  sun: { day_off: true, open: null, close: null },
};

const DEMO_DESCRIPTION = `
<p><strong>Затишна оселя</strong> — інтернет-магазин домашнього текстилю українського виробництва.
Постільна білизна з сатину та бязі, ковдри, подушки, пледи й рушники для всієї родини.</p>
<ul>
  <li>Власний склад у Києві — відправляємо замовлення в день оплати.</li>
  <li>Сертифіковані тканини OEKO-TEX® Standard 100.</li>
  <li>Обмін і повернення протягом 14 днів.</li>
</ul>
<p>Пишіть нам на <a href="mailto:demo@example.com">demo@example.com</a> — допоможемо підібрати розмір і колір.</p>
`;

/**
 * The demo supplier's store, filled in: name, address, description, contacts, city, schedule.
 * Idempotent: a supplier who has a store already is left as they are.
 */
export async function seedDemoStore(db: Db, supplierId: number): Promise<void> {
  const repo = storesRepository(db);
  if ((await repo.countOf(supplierId)) > 0) return;
  const slug = (await repo.slugExists('zatyshna-oselia')) ? `zatyshna-oselia-${supplierId}` : 'zatyshna-oselia';
  await repo.insertIfSlugFree(supplierId, {
    name: 'Затишна оселя',
    slug,
    description: sanitizeRichText(DEMO_DESCRIPTION.replace(/\s*\n\s*/g, ' ').replace(/> </g, '><')),
    phone: '+380501234567',
    email: 'demo@example.com',
    city: 'Київ',
    schedule: DEMO_SCHEDULE,
  });
}
