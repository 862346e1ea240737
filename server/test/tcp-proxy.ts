import net from 'node:net';

/**
 * A TCP proxy a test stands between the app and PostgreSQL to play outages:
 * - `stall()`: every connection stays open but nothing is forwarded either way (a network that stops
 *   answering); new connections are accepted and held the same way. `resume()` forwards what was held.
 * - `refuse()`: stops listening, so connections are refused, and cuts the open ones (a stopped server).
 *   `accept()` listens again on the same port.
 */
export type TcpProxy = {
  port: number;
  stall(): void;
  resume(): void;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
};

type Pipe = { client: net.Socket; upstream: net.Socket; held: [net.Socket, Buffer][] };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pipes = new Set<Pipe>();
  let stalled = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pipe: Pipe = { client, upstream, held: [] };
    pipes.add(pipe);
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (stalled) pipe.held.push([to, chunk]);
      else if (!to.destroyed) to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const cutAll = () => {
    for (const pipe of pipes) {
      pipe.client.destroy();
      pipe.upstream.destroy();
    }
    pipes.clear();
  };

  return {
    port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const pipe of pipes) {
        for (const [to, chunk] of pipe.held.splice(0)) if (!to.destroyed) to.write(chunk);
      }
    },
    refuse: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      cutAll();
      await closed;
    },
    accept: async () => {
      await listen(port);
    },
    close: async () => {
      stalled = false;
      const closed = new Promise<void>((resolve) =>
        server.listening ? server.close(() => resolve()) : resolve(),
      );
      cutAll();
      await closed;
    },
  };
}
