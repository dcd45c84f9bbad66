import { notificationChannels, type NotificationSettings } from '@supplier/contracts/notifications';
import type { Db } from '../../db/client';
import { changedFields, recordActivity } from '../activity';

/** The settings as the log keeps them: each channel's switch and types (`telegram_enabled`, `telegram_types` …). */
function keptFields(settings: NotificationSettings): Record<string, unknown> {
  return Object.fromEntries(
    notificationChannels.flatMap((channel) => [
      [`${channel}_enabled`, settings[channel].enabled],
      [`${channel}_types`, settings[channel].types],
    ]),
  );
}

/**
 * Records what a save of someone's notification settings changed, in the save's transaction; the
 * member who saved them is read from the request (the settings are their own).
 */
export function recordSettingsChange(tx: Db, before: NotificationSettings, after: NotificationSettings): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'notification', id: null },
    changes: changedFields(keptFields(before), keptFields(after)),
  });
}
