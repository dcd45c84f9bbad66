import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { LogSmsDriver } from './log.driver';
import type { SmsDriver } from './sms.driver';
import { TurboSmsDriver } from './turbosms.driver';

export { LogSmsDriver, type OutboxMessage } from './log.driver';
export { SmsSendError, type SmsDriver } from './sms.driver';
export { TurboSmsDriver } from './turbosms.driver';

/** SMS_DRIVER=log (default) keeps messages local; turbosms sends them for real. */
export function createSmsDriver(config: Config, log: FastifyBaseLogger): SmsDriver {
  if (config.SMS_DRIVER === 'turbosms') {
    if (!config.TURBOSMS_TOKEN) throw new Error('TURBOSMS_TOKEN is required when SMS_DRIVER=turbosms');
    return new TurboSmsDriver({
      url: config.TURBOSMS_URL,
      token: config.TURBOSMS_TOKEN,
      sender: config.TURBOSMS_SENDER,
    });
  }
  return new LogSmsDriver(log);
}
