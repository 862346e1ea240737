import { describe, expect, it } from 'vitest';
import { appForFile } from './helpers.ts';

const ctx = appForFile();

type Operation = { security?: unknown[]; parameters?: { in: string }[]; requestBody?: unknown };

/** Every documented operation that names the bearer token, with a request that is wrong in every part. */
function signedInOperations() {
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, op]) => method !== 'head' && Array.isArray(op.security) && op.security.length > 0)
      .map(([method]) => ({
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // Ids that are no numbers, a query that is no query, a body that is no body.
        url: `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?id=x&page=-1&status=nonsense`,
        payload:
          method === 'get' || method === 'delete' ? undefined : { user_id: 'x', order_id: 7, code: [] },
      })),
  );
}

describe('routes for a signed-in account', () => {
  it('answer 401 to an anonymous request before looking at its body, query or ids', async () => {
    const operations = signedInOperations();
    expect(operations.length).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const op of operations) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
        const res = await ctx.app.inject({
          method: op.method as 'GET',
          url: op.url,
          headers,
          ...(op.payload ? { payload: op.payload } : {}),
        });
        if (res.statusCode !== 401)
          refused.push(
            `${op.route} ${'authorization' in headers ? 'forged' : 'anonymous'}: ${res.statusCode}`,
          );
      }
    }
    expect(refused).toEqual([]);
  });
});
