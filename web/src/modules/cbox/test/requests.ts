import { vi } from 'vitest';
import type { RecordedCall } from '@/test/fetch-stub';

/**
 * Like `stubFetch`, for screens that call both the hand-written client (`fetch(url, init)`) and the typed one
 * (openapi-fetch hands over a `Request`): every call is recorded with its path and query, method and JSON body.
 */
export function stubRequests(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input.toString(), window.location.origin), init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: RecordedCall = { url: `${url.pathname}${url.search}`, method: request.method, headers: request.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return respond(call);
    }),
  );
  return { calls };
}
