import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import type { Broadcaster } from '../../drivers/broadcaster/broadcaster.driver';
import type { FileStorage } from '../../lib/storage';
import { productReads, type ProductReads } from '../catalog';
import { suppliersRepository } from '../identity';
import type { NotificationsService } from '../notifications';
import { chatsRealtime, type ChatsRealtime } from './chats.realtime';
import { chatsRepository, type ChatsRepository } from './chats.repository';

export interface ChatsDeps {
  db: Db;
  storage: FileStorage;
  broadcaster: Broadcaster;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** What the chats' use cases work over (ADR 0037): the db, the repository, realtime, the drivers, identity's suppliers and catalog's products. */
export interface ChatsContext extends ChatsDeps {
  repo: ChatsRepository;
  realtime: ChatsRealtime;
  suppliers: Pick<ReturnType<typeof suppliersRepository>, 'findById'>;
  products: Pick<ProductReads, 'ownedIds' | 'summaries'>;
}

export function chatsContext(deps: ChatsDeps): ChatsContext {
  const repo = chatsRepository(deps.db);
  const products = productReads(deps.db);
  return {
    ...deps,
    repo,
    realtime: chatsRealtime(deps.broadcaster, repo, products, deps.log),
    suppliers: suppliersRepository(deps.db),
    products,
  };
}
