import { DEVICE_ID_HEADER } from '@velvet/contract/limits';
import i18n from './i18n';
import { getSession } from './session';

/** What every API answer looks like. */
export type Envelope<T> = { status: boolean; message: string; data: T; errors?: Record<string, string[]> };

/** A failed call; carries the server's translated message and per-field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A failed call's messages for the fields a form has (`fields`' keys): `[field, first message]` pairs. */
export function serverFieldErrors<T extends object>(error: unknown, fields: T): [keyof T & string, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    field in fields && messages[0] ? [[field as keyof T & string, messages[0]] as const] : [],
  );
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the stored bearer token (default: when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * How a query reaches the API: `api` in the browser; the server renderer passes one of its own that answers
 * in-process from the same services and answer cache, so a page is never rendered by calling itself over HTTP.
 */
export type ApiCall = <T>(path: string, options?: RequestOptions) => Promise<Envelope<T>>;

/** A call's query as the API receives it: empty values (undefined, null, '') are left out. */
export function queryParams(query: RequestOptions['query'] = {}): [string, string][] {
  return Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
  );
}

const DEVICE_KEY = 'velvet.device';

/**
 * This browser's own random id, sent with sign-ins only: the server emails the owner when an account
 * signs in from a browser it has not seen. Kept where the session is kept; none where storage is barred.
 */
function deviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID().replaceAll('-', '');
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** Calls `/api/{path}` and returns the envelope; throws ApiError on `status: false` or a non-2xx answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of queryParams(options.query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'en',
  };
  const token = getSession().authToken;
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  if (path.replace(/^\//, '').startsWith('auth/')) {
    const device = deviceId();
    if (device) headers[DEVICE_ID_HEADER] = device;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  // A 60 s timeout on every call: long enough for a registration with videos on a slow phone.
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      credentials: 'omit',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError' && options.signal?.aborted) throw error;
    throw new ApiError(i18n.t('common:errors.network'), 0);
  }
  let json: Envelope<T> | undefined;
  try {
    json = (await response.json()) as Envelope<T>;
  } catch {
    json = undefined;
  }
  if (!response.ok || !json || json.status === false) {
    throw new ApiError(
      json?.message || i18n.t('common:errors.unexpected'),
      response.status,
      json?.errors ?? {},
      (json?.data as Record<string, unknown>) ?? {},
    );
  }
  return json;
}

/** Absolute URL for a media path the API returns (images load from `{host}/{path}`). */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/** The provider has not confirmed the payment yet (its notification grants the package, not the return). */
export const isPaymentPending = (error: unknown) =>
  error instanceof ApiError && error.data.payment_pending === true;
