import { RealtimeHub } from '../../plugins/realtime/hub';
import type { Broadcaster } from './broadcaster.driver';

/**
 * The embedded default: delivers in this process to the sockets of the API's own realtime
 * server (plugins/realtime), which shares this hub.
 */
export class EmbeddedBroadcaster implements Broadcaster {
  constructor(readonly hub: RealtimeHub = new RealtimeHub()) {}

  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    const encoded = JSON.stringify(data);
    for (const channel of new Set(channels)) this.hub.publish(channel, event, encoded);
  }
}
