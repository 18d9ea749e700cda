import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setSessionEndedHandler } from './client';
import { accessTokenKey, storedUserKey } from './session';

const fetchMock = vi.fn<typeof fetch>();
const sessionEnded = vi.fn();

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSessionEndedHandler(sessionEnded);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionEnded.mockReset();
});

describe('apiRequest', () => {
  it('calls the API under /api with the stored token as a bearer header', async () => {
    localStorage.setItem(accessTokenKey, 'token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    const result = await apiRequest('/ticket/all-tickets/', { query: { page: 2, search: '', status: undefined } });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ticket/all-tickets/?page=2');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
  });

  it('reads a file answer as bytes when asked, and a refusal still as JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    );
    const pdf = await apiRequest<Blob>('/invoice/invoice-pdf/1/', { responseType: 'blob' });
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'The item you asked for does not exist.' }));
    await expect(apiRequest('/invoice/invoice-pdf/2/', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      detail: 'The item you asked for does not exist.',
    });
  });

  it('sends a plain object as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/auth/login/', { method: 'POST', body: { email: 'ada@zenith.ng' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"ada@zenith.ng"}');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('turns an error body into an ApiError with the message and field errors', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { detail: 'Please check', errors: { email: 'Invalid email' } }));
    const failure = apiRequest('/auth/register/', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      detail: 'Please check',
      fieldErrors: { email: 'Invalid email' },
    });
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health')).rejects.toMatchObject({ status: 0, detail: 'Network Error' });
  });

  it('on a 401 for a signed-in user clears the stored session and ends it', async () => {
    localStorage.setItem(accessTokenKey, 'expired');
    localStorage.setItem(storedUserKey, '{"id":"x"}');
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Please log in to continue.', errors: {} }));

    await expect(apiRequest('/profile/get-profile/')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(accessTokenKey)).toBeNull();
    expect(localStorage.getItem(storedUserKey)).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('leaves a 401 without a session (a wrong password) to the page that asked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Your email or password is incorrect.', errors: {} }));
    await expect(apiRequest('/auth/login/', { method: 'POST', body: {} })).rejects.toMatchObject({
      detail: 'Your email or password is incorrect.',
    });
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
