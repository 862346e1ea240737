import { vi } from 'vitest';

/** One request the page sent to the API, as the server would receive it. */
export type SentRequest = { method: string; url: URL; headers: Headers; body: unknown };
type Reply = { status?: number; body: unknown };
type Handler = (request: SentRequest) => Reply | Promise<Reply>;

/**
 * The network boundary of a component test: `fetch` answers from `routes` ("POST /api/auth/login"),
 * and any other call fails the way an unreachable route does (404 envelope). Our own modules — the API
 * client, the query hooks — run unchanged above it. Returns the requests sent, in order.
 */
export function answerApi(routes: Record<string, Handler | Reply>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body,
    };
    sent.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply: Reply = !route
      ? { status: 404, body: { status: false, message: 'Not found', data: {} } }
      : typeof route === 'function'
        ? await route(request)
        : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** The success envelope every API answer uses. */
export const ok = (data: unknown, message = '') => ({ body: { status: true, message, data } });
/** A refusal envelope, with per-field messages when the server gave them. */
export const refused = (
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  data: unknown = {},
) => ({ status, body: { status: false, message, data, ...(errors ? { errors } : {}) } });
/** A back-office list's one page, holding all of `items` under `key`. */
export const okPage = (key: string, items: unknown[]) =>
  ok({ [key]: items, pagination: { page: 1, page_size: 20, total: items.length, total_pages: 1 } });
