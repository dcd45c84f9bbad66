import type { FastifyBaseLogger } from 'fastify';
import { CHAT_REALTIME_EVENTS, chatChangedEvent } from '@supplier/contracts/chats';
import { PRIVATE_PREFIX } from '@supplier/contracts/realtime';
import { supplierChannelName } from '@supplier/contracts/realtime-channels';
import type { Broadcaster } from '../../drivers/broadcaster/broadcaster.driver';
import type { ProductReads } from '../catalog';
import type { ChatsRepository } from './chats.repository';
import { listItem, withProducts } from './chats.views';

const ANNOUNCE_MS = 150;

/** The chats' realtime side: events on a chat's channel, and the changed chats on the supplier's. */
export function chatsRealtime(
  broadcaster: Broadcaster,
  repo: ChatsRepository,
  products: Pick<ProductReads, 'summaries'>,
  log: FastifyBaseLogger,
) {
  async function publish(channel: string, event: string, data: unknown) {
    try {
      await broadcaster.publish([`${PRIVATE_PREFIX}${channel}`], event, data);
    } catch (error) {
      log.warn({ err: error, event, channel }, 'realtime event not published');
    }
  }

  /**
   * The changed chats and the totals on private-chats.{supplierId} (the list and the menu),
   * gathered for ANNOUNCE_MS per supplier: a busy shop's totals are read once per burst, not once
   * per message (a message itself goes out on its chat's channel at once).
   */
  const pendingChanges = new Map<number, Set<number>>();
  function announceChange(supplierId: number, chatId: number): void {
    const pending = pendingChanges.get(supplierId);
    if (pending) {
      pending.add(chatId);
      return;
    }
    pendingChanges.set(supplierId, new Set([chatId]));
    setTimeout(() => void flushChanges(supplierId), ANNOUNCE_MS).unref();
  }
  async function flushChanges(supplierId: number): Promise<void> {
    const ids = [...(pendingChanges.get(supplierId) ?? [])];
    pendingChanges.delete(supplierId);
    if (ids.length === 0) return;
    try {
      const [rows, totals] = await Promise.all([
        repo.listRows(supplierId, ids).then((found) => withProducts(products, found)),
        repo.unread(supplierId),
      ]);
      for (const row of rows) {
        const payload = chatChangedEvent.parse({ chat: listItem(row), unread: totals });
        await publish(
          supplierChannelName(CHAT_REALTIME_EVENTS.changed, supplierId),
          CHAT_REALTIME_EVENTS.changed,
          payload,
        );
      }
    } catch (error) {
      log.warn({ err: error, supplierId }, 'chat changes not announced');
    }
  }

  return { publish, announceChange };
}

export type ChatsRealtime = ReturnType<typeof chatsRealtime>;
