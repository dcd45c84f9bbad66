import { encodeFrame } from './protocol';

/** What the hub needs of a connected socket. */
export interface HubSocket {
  readonly id: string;
  send(text: string): void;
}

/** An event as it crosses to the other processes of a cluster. */
export interface RelayedEvent {
  channel: string;
  event: string;
  data: unknown;
  exceptSocketId?: string;
}

/**
 * The channels of this process and who is subscribed to them. Each event is delivered here and
 * handed to the relay, if any (the Redis cluster of ./cluster.ts), which delivers it in the other
 * processes.
 */
export class RealtimeHub {
  private readonly channels = new Map<string, Map<string, HubSocket>>();
  private relay: ((event: RelayedEvent) => void) | null = null;

  relayTo(relay: (event: RelayedEvent) => void): void {
    this.relay = relay;
  }

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
   * API passes the JSON string it received. Answers how many sockets of this process got it.
   */
  publish(channel: string, event: string, data: unknown, exceptSocketId?: string): number {
    this.relay?.({ channel, event, data, exceptSocketId });
    return this.deliver(channel, event, data, exceptSocketId);
  }

  /** Delivery to the sockets of this process only. */
  deliver(channel: string, event: string, data: unknown, exceptSocketId?: string): number {
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
