import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A JSON body as sent, or undefined (none, or not JSON: a form's multipart). */
function parsed(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Replaces global fetch, records each call and answers with `respond`. Both clients are read alike: the plain one
 * hands fetch a URL and an init, the typed one (openapi-fetch) a Request carrying the method, headers and body.
 */
export function stubFetch(respond: Responder = () => json({ data: {} })) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const request = input instanceof Request && !init ? input : null;
    const call: RecordedCall = request
      ? { url, method: request.method.toUpperCase(), headers: new Headers(request.headers), body: parsed(await request.clone().text()) }
      : { url, method: (init?.method ?? 'GET').toUpperCase(), headers: new Headers(init?.headers), body: parsed(init?.body) };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
