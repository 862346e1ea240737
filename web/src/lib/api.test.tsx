import { describe, expect, it, vi } from 'vitest';
import { answerApi, ok, refused } from '../test/network';
import { setLanguage } from '../test/render';
import { api, ApiError, isPaymentPending, mediaUrl } from './api';
import { setSession } from './session';

/** A network that never answers: a call ends only when its signal aborts, with a DOMException named `name`. */
const silentNetwork = (name: string) =>
  vi.stubGlobal(
    'fetch',
    (_url: URL, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException(name, name))),
      ),
  );

describe('api()', () => {
  it('sends JSON with the reader’s language, the stored token and only the query values that are set', async () => {
    await setLanguage('da');
    setSession({ authToken: 'secret-token', name: 'Sofie' });
    const sent = answerApi({ 'POST /api/escort/search': ok({ escorts: [] }) });
    const answer = await api<{ escorts: unknown[] }>('/escort/search', {
      method: 'POST',
      query: { page: 2, sex: '', age: null, zip: undefined, now: true },
      body: { a: 1 },
    });
    expect(answer.data).toEqual({ escorts: [] });
    const request = sent[0]!;
    expect(request.url.search).toBe('?page=2&now=true');
    expect(request.body).toEqual({ a: 1 });
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept-Language')).toBe('da');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('leaves the token out when asked, and sends a FormData body as multipart', async () => {
    await setLanguage('en');
    setSession({ authToken: 'secret-token', name: 'Sofie' });
    const sent = answerApi({ 'POST /api/auth/register': ok(7) });
    const form = new FormData();
    form.set('name', 'Sofie');
    await api('auth/register', { method: 'POST', body: form, auth: false });
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
    // The browser sets the multipart boundary itself.
    expect(sent[0]!.headers.get('Content-Type')).toBeNull();
    expect(sent[0]!.body).toBe(form);
  });

  it('turns a refusal into an ApiError with the server’s message, field errors and data', async () => {
    await setLanguage('en');
    answerApi({
      'POST /api/auth/login': refused(403, 'OTP Not Verified.', { email: ['Check the address.'] }, { id: 9 }),
    });
    const error = await api('auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'OTP Not Verified.',
      status: 403,
      errors: { email: ['Check the address.'] },
      data: { id: 9 },
    });
  });

  it('a 200 answer with status false is a refusal too', async () => {
    await setLanguage('en');
    answerApi({
      'GET /api/escort/details': { status: 200, body: { status: false, message: 'Not found', data: {} } },
    });
    await expect(api('escort/details')).rejects.toMatchObject({ message: 'Not found', status: 200 });
  });

  it('an answer that is not our JSON (a proxy’s error page) reads as "unexpected", in the reader’s language', async () => {
    await setLanguage('da');
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('escort/all')).rejects.toMatchObject({
      status: 502,
      message: 'Der opstod en uventet fejl. Prøv igen senere.',
      errors: {},
    });
  });

  it('no connection is status 0 with the network message', async () => {
    await setLanguage('en');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('escort/all')).rejects.toMatchObject({
      status: 0,
      message: 'We could not reach Velvet. Check your connection and try again.',
    });
  });

  it('a call the page cancelled stays a cancellation, not an error to show', async () => {
    await setLanguage('en');
    silentNetwork('AbortError');
    const controller = new AbortController();
    const call = api('escort/all', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('gives up after its timeout with the network message', async () => {
    await setLanguage('en');
    silentNetwork('TimeoutError');
    await expect(api('escort/all', { timeoutMs: 20 })).rejects.toMatchObject({ status: 0 });
  });
});

describe('helpers', () => {
  it('mediaUrl keeps absolute URLs and roots relative paths', () => {
    expect(mediaUrl('media/img/a.webp')).toBe('/media/img/a.webp');
    expect(mediaUrl('/media/img/a.webp')).toBe('/media/img/a.webp');
    expect(mediaUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(mediaUrl(null)).toBeUndefined();
  });

  it('isPaymentPending recognises the provider-has-not-confirmed answer only', () => {
    expect(isPaymentPending(new ApiError('pending', 409, {}, { payment_pending: true }))).toBe(true);
    expect(isPaymentPending(new ApiError('refused', 409))).toBe(false);
    expect(isPaymentPending(new Error('x'))).toBe(false);
  });
});
