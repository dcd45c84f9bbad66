import { connect, createServer, type Socket } from 'node:net';

export interface Delay {
  minMs: number;
  maxMs: number;
}

export interface DelayingProxy {
  port: number;
  /** Changes the delay of what passes from now on. */
  setDelay(delay: Delay): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback that holds each chunk, each way, for a random time within the delay
 * before passing it on, in order: a slow Redis for the cluster test and the scale-out bench
 * (issue 35). A side that closes closes the other once what it sent has passed.
 */
export async function startDelayingProxy(
  target: number,
  delay: Delay = { minMs: 0, maxMs: 0 },
): Promise<DelayingProxy> {
  let current = delay;
  const sockets = new Set<Socket>();

  const pipe = (from: Socket, to: Socket) => {
    const queue: { at: number; chunk: Buffer | null }[] = [];
    let timer: NodeJS.Timeout | null = null;
    const flush = () => {
      timer = null;
      while (queue.length > 0 && queue[0]!.at <= Date.now()) {
        const { chunk } = queue.shift()!;
        if (chunk === null) to.end();
        else if (!to.destroyed) to.write(chunk);
      }
      if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - Date.now());
    };
    const push = (chunk: Buffer | null) => {
      const wait = current.minMs + Math.random() * (current.maxMs - current.minMs);
      queue.push({ at: Math.max(queue.at(-1)?.at ?? 0, Date.now() + wait), chunk });
      timer ??= setTimeout(flush, queue[0]!.at - Date.now());
    };
    from.on('data', (chunk: Buffer) => push(chunk));
    from.on('end', () => push(null));
  };

  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    setDelay: (next) => (current = next),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
