import { vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from '../../routes/config-module';
import type { Connector, ConnectorLog } from '../../api/connectors/types';

/** One call as the screens make it (the typed client hands fetch a Request, the plain client a URL and init). */
export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export function connector(overrides: Partial<Connector> = {}): Connector {
  return { kind: 'crm', active: false, settings: {}, secrets_set: [], version: 0, updated_at: null, ...overrides };
}

export function logRow(overrides: Partial<ConnectorLog> = {}): ConnectorLog {
  return { id: 'log-1', level: 'info', action: 'test', message: 'HTTP 200', created_at: '2026-03-02T15:04:05Z', ...overrides };
}

/** Replaces fetch: records each call and answers with `respond` (a 500 when it has no answer). */
export function stubServer(respond: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const url = new URL(request.url);
      const call = { method: request.method, path: url.pathname, search: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return respond(call) ?? json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

/** The configuration module at `path`, signed in as someone who manages integrations. */
export function renderConfig(path: string, permissions = ['config.integrations.manage']) {
  return renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: testMe({ permissions }) });
}
