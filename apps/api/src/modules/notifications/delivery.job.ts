import { rolesReading } from '@supplier/contracts/notification-permissions';
import type { NotificationChannel } from '@supplier/contracts/notifications';
import type { Clock } from '../../drivers';
import { describeError, type JobHandler } from '../../jobs/job-runner';
import type { ChannelSender } from './delivery.channels';
import type { ClaimedDelivery, NotificationsRepository } from './notifications.repository';

export interface DeliveryJobOptions {
  repository: NotificationsRepository;
  senders: Record<NotificationChannel, ChannelSender>;
  clock: Clock;
  /** Tries per delivery before it is marked failed. */
  maxAttempts: number;
  /** Wait before the first retry; every next one waits 4 times longer. */
  retryBaseMs: number;
}

/**
 * Why the person a delivery was queued for no longer gets it (ADR 0052): their role is read when
 * it is sent, so a member deactivated, or moved to a role without the notification's permission,
 * since it was queued is not sent it. Null: they still read it.
 */
function whyNotReading({ recipient, notification }: ClaimedDelivery): string | null {
  if (!recipient.active) return 'member deactivated';
  if (!rolesReading(notification.permission).includes(recipient.role)) {
    return `role ${recipient.role} does not read ${notification.permission}`;
  }
  return null;
}

/**
 * The `notification.delivery` job: sends one delivery over its channel and records the outcome
 * on its row at once (a crash repeats only the deliveries in flight, and those carry the same
 * idempotency key). The runner retries failures with backoff; one failing channel never holds up
 * another, each being a job of its own.
 */
export function deliveryJob(options: DeliveryJobOptions): JobHandler<{ deliveryId: number }> {
  const { repository, senders, clock } = options;
  return {
    maxAttempts: options.maxAttempts,
    retryBaseMs: options.retryBaseMs,
    async run({ deliveryId }, { attempt }) {
      const delivery = await repository.pendingDelivery(deliveryId);
      if (!delivery) return; // sent, failed or deleted meanwhile
      const notReading = whyNotReading(delivery);
      if (notReading) return repository.markSkipped(deliveryId, notReading);
      await repository.recordAttempt(deliveryId, attempt);
      try {
        await senders[delivery.channel]({ ...delivery, attempts: attempt });
      } catch (error) {
        await repository.noteError(deliveryId, describeError(error));
        throw error;
      }
      await repository.markSent(deliveryId, clock.now());
    },
    async failed({ deliveryId }, reason) {
      await repository.markFailed(deliveryId, reason);
    },
  };
}
