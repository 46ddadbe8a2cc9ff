import { vi } from 'vitest';
import { json } from '@/test/fetch-stub';

/** One call as the fake server saw it, JSON body parsed. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Replaces fetch with a fake server for the concrete screens' tests; what `answer` leaves is a 500. */
export function stubServer(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: Call = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return answer(call) ?? json({ message: `unexpected ${call.method} ${call.path}` }, 500);
    }),
  );
  return calls;
}

export const page = <T>(data: T[]) => ({ data, current_page: 1, total: data.length, rowsPerPage: 20, has_more: false });

export const catalogItem = (kind: string, id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, kind, name, flag: false, in_use: 0, version: 1, ifc_class: null, strength_mpa: null, ...extra });

/** The catalogues every concrete form reads. */
export function catalogs(path: string): Response | undefined {
  if (path === '/api/concrete/elements') return json(page([catalogItem('element', 'el1', 'Losa', { flag: true, ifc_class: 'IfcSlab' })]));
  if (path === '/api/concrete/companies') return json(page([catalogItem('company', 'co1', 'Hormigones del Sur', { flag: true })]));
  if (path === '/api/concrete/types') return json(page([catalogItem('type', 'ty1', 'H30', { strength_mpa: 30 })]));
  if (path === '/api/concrete/laboratories') return json(page([catalogItem('laboratory', 'lab1', 'Lab IDIEM')]));
  return undefined;
}
