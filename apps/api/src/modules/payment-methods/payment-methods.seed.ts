import type { Db } from '../../db/client';
import { paymentMethodsRepository } from './payment-methods.repository';

/**
 * The demo supplier's payment methods: cash on delivery (200 грн prepayment) and bank transfer,
 * both on. Idempotent: a method the supplier already has a row for is left as it is.
 */
export async function seedDemoPaymentMethods(db: Db, supplierId: number): Promise<void> {
  const repo = paymentMethodsRepository(db);
  if (!(await repo.find(supplierId, 'cod'))) {
    await repo.save(supplierId, 'cod', { enabled: true, settings: { prepayment: 200 } });
  }
  if (!(await repo.find(supplierId, 'bank_transfer'))) {
    await repo.save(supplierId, 'bank_transfer', {
      enabled: true,
      settings: {
        iban: 'UA213223130000026007233566001',
        recipient: 'ФОП Коваленко Олена Петрівна',
        tax_id: '3123456789',
        purpose_template: 'Оплата за замовлення №{order_number} від {order_date}',
      },
    });
  }
}
