// Calls to a server process over HTTP, as a browser or a script makes them.
// Each call comes from its own client address (the server trusts one proxy in
// the suite: TRUST_PROXY=1), so a burst meets no per-address limit.
let lastAddress = 0;
const nextClientAddress = () => {
  lastAddress += 1;
  return `198.51.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

export interface Answer<Body = unknown> {
  status: number;
  body: Body;
}

export function apiClient(address: string) {
  async function call<Body>(
    method: string,
    path: string,
    { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Answer<Body>> {
    const headers: Record<string, string> = { 'x-forwarded-for': nextClientAddress() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${address}/api${path}`, {
      method,
      headers,
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
  }
  // A call that must succeed: anything but 2xx stops the test with the answer.
  async function ok<Body>(method: string, path: string, options?: Parameters<typeof call>[2]) {
    const answer = await call<Body>(method, path, options);
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
  return { call, ok };
}

export type ApiClient = ReturnType<typeof apiClient>;
