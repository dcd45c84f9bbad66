import { encodeFrame } from './protocol';

/** What the hub needs of a connected socket. */
export interface HubSocket {
  readonly id: string;
  send(text: string): void;
}

/**
 * The channels of this process and who is subscribed to them. Delivery is in-process: with
 * several API processes, publish through a shared Pusher-compatible server instead
 * (REALTIME_DRIVER=pusher).
 */
export class RealtimeHub {
  private readonly channels = new Map<string, Map<string, HubSocket>>();

  /** Adds the socket; answers the channel's subscription count. */
  subscribe(channel: string, socket: HubSocket): number {
    let members = this.channels.get(channel);
    if (!members) {
      members = new Map();
      this.channels.set(channel, members);
    }
    members.set(socket.id, socket);
    return members.size;
  }

  unsubscribe(channel: string, socketId: string): void {
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(socketId);
    if (members.size === 0) this.channels.delete(channel);
  }

  isSubscribed(channel: string, socketId: string): boolean {
    return this.channels.get(channel)?.has(socketId) ?? false;
  }

  /**
   * Sends `{event, channel, data}` to every subscriber except `exceptSocketId` (the sender of a
   * client event, or the socket_id given to the HTTP API). `data` goes out unchanged: the HTTP
   * API passes the JSON string it received. Answers how many sockets got it.
   */
  publish(channel: string, event: string, data: unknown, exceptSocketId?: string): number {
    const members = this.channels.get(channel);
    if (!members || members.size === 0) return 0;
    const frame = encodeFrame({ event, channel, data });
    let delivered = 0;
    for (const socket of members.values()) {
      if (socket.id === exceptSocketId) continue;
      socket.send(frame);
      delivered += 1;
    }
    return delivered;
  }

  /** Occupied channels with their subscription counts. */
  occupied(): Map<string, number> {
    return new Map([...this.channels].map(([channel, members]) => [channel, members.size]));
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}
