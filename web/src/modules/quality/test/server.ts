import { vi } from 'vitest';
import { json } from '@/test/fetch-stub';

/** One call as the fake server saw it: JSON bodies parsed, multipart fields as text (files by name). */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  form: Record<string, string> | null;
}

export type Answer = (call: Call) => Response | undefined;

async function read(input: RequestInfo | URL, init?: RequestInit): Promise<Call> {
  // The typed client hands fetch a whole Request; the plain client a URL and its init.
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const url = new URL(request.url);
  const call: Call = { method: request.method, path: url.pathname, query: url.searchParams, body: undefined, form: null };
  if (request.method === 'GET' || request.method === 'HEAD') return call;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const data = await request.clone().formData();
    call.form = Object.fromEntries([...data.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']));
    return call;
  }
  const text = await request.clone().text();
  call.body = text ? (JSON.parse(text) as unknown) : undefined;
  return call;
}

/** Replaces fetch with a fake server: `answer` decides, anything it leaves is a 500 the test would notice. */
export function stubServer(answer: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await read(input, init);
      calls.push(call);
      return answer(call) ?? json({ message: `unexpected ${call.method} ${call.path}` }, 500);
    }),
  );
  return calls;
}
