import { type ErrorBody, publicMessages } from '@srm/contract';
import { clearSession, getAccessToken } from './session';

const apiBase = '/api';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    // 0 when the server could not be reached at all.
    readonly status: number,
    readonly detail: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(detail);
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  // A plain object is sent as JSON; FormData as multipart.
  body?: unknown;
  signal?: AbortSignal;
  // Read a successful answer as a file (an invoice's PDF) rather than as JSON or text.
  responseType?: 'blob';
}

let onSessionEnded = () => window.location.assign('/login');

// The app points this at its router so an expired session leaves without a page reload.
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

function urlOf(path: string, query: RequestOptions['query']) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${apiBase}${path}${queryString ? `?${queryString}` : ''}`;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).detail === 'string';
}

async function readBody(response: Response, responseType?: 'blob'): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (responseType === 'blob' && response.ok) return response.blob();
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  return response.text();
}

// The one way the web app talks to the API (docs/product.md#api-conventions).
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAccessToken();
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, publicMessages.networkError);
  }

  const payload = await readBody(response, options.responseType).catch(() => undefined);
  if (response.ok) return payload as T;

  // A rejected session is forgotten and the user sent to log in.
  // A 401 without a token is an answer to show (a wrong password), not an ended session.
  if (response.status === 401 && token) {
    clearSession();
    onSessionEnded();
  }
  if (isErrorBody(payload)) throw new ApiError(response.status, payload.detail, payload.errors ?? {});
  throw new ApiError(
    response.status,
    response.status >= 500 ? publicMessages.serverError : publicMessages.anErrorOccurred,
  );
}
