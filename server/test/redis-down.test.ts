import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_LIMITS } from '../src/modules/auth/rate-limits.ts';
import { buildTestApp, type TestContext } from './helpers.ts';

/**
 * Redis only shares rate-limit counters between instances. When it is unreachable (connection refused)
 * or stalled (a socket that accepts and never answers), limited routes still answer at once, still
 * limit (counted in this process meanwhile), log one warning a minute at most, and /api/ready says so.
 */
const sockets: Socket[] = [];
const silent: Server = createServer((socket) => void sockets.push(socket));
// Any free port: a fixed one met other runs' servers on this machine.
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const SILENT_PORT = (silent.address() as AddressInfo).port;

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

let counter = 0;
const email = () => `redis-down-${++counter}-${Date.now().toString(36)}@example.dk`;

describe.each([
  ['refused', 'redis://127.0.0.1:1'],
  ['stalled (accepts, never answers)', `redis://127.0.0.1:${SILENT_PORT}`],
])('with Redis %s', (_name, url) => {
  let ctx: TestContext;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp(
      { REDIS_URL: url },
      {
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
        },
      },
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress }).then((res) => res.statusCode);
  /**
   * Runs `requests` and says whether any of them sent Redis a command: one sent while Redis is away waits
   * up to the command timeout, where counting in this process answers at once.
   */
  const withoutRedis = async <T>(requests: () => Promise<T>) => {
    const sent = vi.spyOn(ctx.deps.redis!.client, 'sendCommand');
    try {
      const result = await requests();
      // The client's own handshake (a ready check on each reconnect) is not a request waiting.
      const handshake = ['info', 'select', 'client', 'auth', 'hello'];
      return { result, commands: sent.mock.calls.filter(([c]) => !handshake.includes(c.name)).length };
    } finally {
      sent.mockRestore();
    }
  };

  it('answers limited routes at once and still limits per IP', async () => {
    const { result, commands } = await withoutRedis(async () => {
      const statuses = [];
      for (let i = 0; i <= ROUTE_LIMITS.sendOtp.max; i++)
        statuses.push(await post('/api/auth/send-otp', { email: email(), type: 1 }, '192.0.2.77'));
      return statuses;
    });
    expect(result).toEqual([...Array(ROUTE_LIMITS.sendOtp.max).fill(200), 429]);
    expect(commands).toBe(0);
  });

  it('still applies the per-address limits', async () => {
    const address = email();
    const { result, commands } = await withoutRedis(async () => [
      await post('/api/auth/send-otp', { email: address, type: 1 }, '192.0.2.78'),
      await post('/api/auth/send-otp', { email: address, type: 1 }, '192.0.2.79'),
    ]);
    expect(result).toEqual([200, 429]);
    expect(commands).toBe(0);
  });

  it('reports Redis as unavailable in /api/ready while serving (200)', async () => {
    const { result: res, commands } = await withoutRedis(() =>
      ctx.app.inject({ method: 'GET', url: '/api/ready' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ redis: 'unavailable' });
    expect(commands).toBe(0);
  });

  it('logs one warning, not one per request', async () => {
    const warnings = () => logLines.filter((l) => /redis/i.test(l.msg));
    // A stalled server is noticed once a connection's time has passed without an answer.
    await vi.waitFor(() => expect(warnings().length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.level).toBe(40);
  });
});
