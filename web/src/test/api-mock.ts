import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

// A request the page sent: the body is the parsed JSON, the FormData, or undefined.
export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = Response | object | string;
// Plain data is answered as 200 JSON; a function may build any Response.
export type RouteHandler = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

// Stubs fetch with a small API: routes are keyed 'METHOD /api/path/' and match
// whatever the query string; anything else answers 404, so a stray call shows.
// Every request is kept, for asserting what the page sent.
export function mockApi(routes: Record<string, RouteHandler>) {
  const handlers = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), window.location.origin);
      const method = init?.method ?? 'GET';
      const request = { method, url, body: parseBody(init?.body) };
      requests.push(request);
      const handler = handlers.get(`${method} ${url.pathname}`);
      if (handler === undefined) return jsonResponse(404, { detail: `No mock for ${method} ${url.pathname}` });
      const answer = typeof handler === 'function' ? await handler(request) : handler;
      return answer instanceof Response ? answer : jsonResponse(200, answer);
    }),
  );

  // The requests sent to one route, e.g. 'PUT /api/profile/update-organization/'.
  const sentTo = (route: string) => requests.filter(({ method, url }) => `${method} ${url.pathname}` === route);

  return {
    requests,
    sentTo,
    // Waits until the page has sent `route` a request that `matches` accepts,
    // and returns it: a test goes on once the request it caused is out, rather
    // than judging from a screen that may still show the previous answer.
    requested: async (route: string, matches: (request: SentRequest) => boolean = () => true) => {
      let found: SentRequest | undefined;
      await waitFor(() => {
        found = sentTo(route).find(matches);
        if (!found) throw new Error(`No matching request to ${route} yet (sent: ${sentTo(route).length})`);
      });
      return found!;
    },
    // Changes an answer mid-test, as the server's data would change.
    on: (route: string, handler: RouteHandler) => handlers.set(route, handler),
  };
}
