import http from 'node:http';

/**
 * A small HTTP client for the drill that can speak from any loopback address (127.0.0.0/8 is all this
 * machine): HAProxy sees each virtual visitor at an address of its own and names it in X-Forwarded-For,
 * so per-address rate limits apply per visitor, as they would on the internet.
 */
export type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders; ms: number };

const agents = new Map<string, http.Agent>();
const agentFor = (from: string) => {
  let agent = agents.get(from);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    agents.set(from, agent);
  }
  return agent;
};

export function request(
  base: string,
  path: string,
  options: {
    method?: string;
    from?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const from = options.from ?? '127.0.0.1';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        localAddress: from,
        agent: agentFor(from),
        headers: {
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: res.headers,
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export const json = <T>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
