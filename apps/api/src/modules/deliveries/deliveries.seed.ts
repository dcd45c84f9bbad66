import { DEFAULT_NOVAPOSHTA_SETTINGS } from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { DEMO_NOVAPOSHTA_KEY } from '../../drivers/novaposhta';
import type { SecretBox } from '../../lib/secret-box';
import { deliveriesRepository } from './deliveries.repository';
import { keyContext } from './np-keys.service';

/** The demo account of the local Nova Poshta server (drivers/novaposhta/fixtures): its sender, Київ, branch №1. */
const DEMO_SENDER = {
  counterpartyRef: '45ccd769-1efd-11ee-a60f-48df37b921db',
  counterpartyName: 'ФОП Коваленко Олена Петрівна',
  contactRef: '45d084df-1efd-11ee-a60f-48df37b921db',
  contactName: 'Коваленко Олена Петрівна',
  contactPhone: '+380671234567',
  cityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
  cityName: 'Київ, Київська обл.',
  kind: 'warehouse' as const,
  warehouseRef: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
  warehouseName: 'Відділення №1: вул. Пирогівський шлях, 135',
  addressRef: null,
  addressText: null,
};

/**
 * The demo supplier's deliveries: the demo key (valid on the local NP server, NOVAPOSHTA_DRIVER=local)
 * as the default key, a sender in Київ at a branch, Nova Poshta switched on. Idempotent: a supplier
 * who already has keys, sender settings or a Nova Poshta row keeps them.
 */
export async function seedDemoDeliveries(db: Db, supplierId: number, box: SecretBox): Promise<void> {
  const repo = deliveriesRepository(db);
  let key = await repo.keys.findDefault(supplierId);
  if (!key && (await repo.keys.list(supplierId)).length === 0) {
    key = await repo.keys.add(supplierId, {
      name: 'Основний ключ',
      keySealed: box.seal(DEMO_NOVAPOSHTA_KEY, keyContext(supplierId)),
      keyFingerprint: box.fingerprint(DEMO_NOVAPOSHTA_KEY),
      last4: DEMO_NOVAPOSHTA_KEY.slice(-4),
      counterpartyRef: DEMO_SENDER.counterpartyRef,
      counterpartyDescription: DEMO_SENDER.counterpartyName,
    });
  }
  if (key && !(await repo.sender.find(supplierId))) {
    await repo.sender.save(supplierId, { keyId: key.id, ...DEMO_SENDER });
  }
  if (!(await repo.methods.find(supplierId, 'novaposhta'))) {
    await repo.methods.save(supplierId, 'novaposhta', { enabled: true, settings: { ...DEFAULT_NOVAPOSHTA_SETTINGS } });
  }
}
