import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonTexts, type UserDto } from '@mt/shared';
import { ApiError, apiRequest, errorMessage } from './api-client';
import { useSession } from './session-store';

const user: UserDto = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(url)), init: init!, headers: init!.headers as Record<string, string> };
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ user: null, token: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('calls under /api, sends JSON and reads JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    await expect(apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({ ok: 1 });
    const { url, init, headers } = lastCall();
    expect(url.pathname).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBeUndefined();
  });

  it('adds the bearer token when signed in', async () => {
    useSession.setState({ user, token: 'tok-9' });
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/partners/me', { auth: true });
    expect(lastCall().headers.authorization).toBe('Bearer tok-9');
  });

  it('fails locally without a token when auth is required, without calling the server', async () => {
    const err = await apiRequest('/users/me/password', { method: 'PUT', auth: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, source: 'local', message: 'Authentication token not found.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses a custom local message when auth is a string', async () => {
    await expect(apiRequest('/preferences', { auth: 'You must be logged in.' })).rejects.toMatchObject({
      message: 'You must be logged in.',
    });
  });

  it("uses the server's message and per-field errors", async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Bad email.', errors: { email: ['Bad email.'] } }));
    await expect(apiRequest('/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      source: 'server',
      message: 'Bad email.',
      errors: { email: ['Bad email.'] },
    });
  });

  it("falls back to the body's error field", async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'Too Many Requests' }));
    await expect(apiRequest('/auth/login')).rejects.toMatchObject({ status: 429, source: 'server', message: 'Too Many Requests' });
  });

  it("answers 'HTTP error! status: N' when the failure has no readable body", async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }));
    await expect(apiRequest('/trips')).rejects.toMatchObject({ status: 502, source: 'http', message: 'HTTP error! status: 502' });
  });

  it('resolves 204 to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, source: 'local', message: commonTexts.networkError });
  });

  it('leaves out empty query values', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/services', { query: { q: 'lodge', page: 2, type: '', city: null, x: undefined } });
    expect(lastCall().url.search).toBe('?q=lodge&page=2');
  });
});

describe('errorMessage', () => {
  it('prefers server and local messages', () => {
    expect(errorMessage(new ApiError(409, 'Email taken.', 'server'), 'fallback')).toBe('Email taken.');
    expect(errorMessage(new ApiError(401, 'Authentication token not found.', 'local'), 'fallback')).toBe(
      'Authentication token not found.',
    );
  });

  it('uses the fallback for a bare HTTP status unless asked otherwise', () => {
    const err = new ApiError(500, 'HTTP error! status: 500', 'http');
    expect(errorMessage(err, 'fallback')).toBe('fallback');
    expect(errorMessage(err, 'fallback', { httpFallback: true })).toBe('HTTP error! status: 500');
  });

  it('uses the fallback for anything that is not an ApiError', () => {
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
