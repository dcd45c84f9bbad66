import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import { productReads, type ProductReads } from '../catalog';
import type { BalanceAnnouncer } from '../money';
import { advertisingRepository, type AdvertisingRepository } from './advertising.repository';
import { kyivDay } from './advertising.campaigns';

export interface AdvertisingDeps {
  db: Db;
  clock: Clock;
  /** Tells the open panels the balances the daily charge moved. */
  announce: BalanceAnnouncer;
  log: FastifyBaseLogger;
}

/** What advertising's use cases work over (ADR 0037): the db, the repository, the clock, catalog's product reads. */
export interface AdvertisingContext extends AdvertisingDeps {
  repo: AdvertisingRepository;
  /** Catalog's reads: which products are the supplier's. */
  products: Pick<ProductReads, 'ownedIds'>;
  /** Today in Europe/Kyiv, `YYYY-MM-DD`. */
  today(): string;
}

export function advertisingContext(deps: AdvertisingDeps): AdvertisingContext {
  return {
    ...deps,
    repo: advertisingRepository(deps.db),
    products: productReads(deps.db),
    today: () => kyivDay(deps.clock.now()),
  };
}
