import { vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from '../../routes/config-module';
import type { WebhookApp, WebhookLog } from '../../api/webhooks/types';

/** One call as the webhooks screens make it (the typed client hands fetch a Request). */
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export const catalogue = [
  { module: 'cmanagement', event: 'ticket.created' },
  { module: 'cmanagement', event: 'ticket.status_changed' },
  { module: 'entregas', event: 'unit.delivered' },
  { module: 'cbox', event: 'file.uploaded' },
];

export function webhookApp(overrides: Partial<WebhookApp> = {}): WebhookApp {
  return {
    id: 'app-1',
    name: 'ERP Andes',
    env: 'testing',
    secret_hint: 'whsec_…Xy9Z',
    events: [],
    version: 1,
    created_at: '2026-03-01T12:00:00Z',
    updated_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

export function webhookLog(overrides: Partial<WebhookLog> = {}): WebhookLog {
  return {
    id: 'att-1',
    delivery_id: 'del-1',
    message_id: 'msg_2xY',
    module: 'webhooks',
    event: 'webhook.test',
    url: 'https://erp.example.com/hooks',
    attempt: 1,
    date: '2026-03-02T15:04:05Z',
    signature: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    content: '{"type":"webhook.test","data":{"message":"Obra webhook test"}}',
    response: '{"ok":true}',
    response_status: 200,
    error: null,
    status: 'succeeded',
    delivery_status: 'succeeded',
    replay_of: null,
    duration_ms: 42,
    ...overrides,
  };
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
      const call = { method: request.method, path: url.pathname, search: url.search, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return respond(call) ?? json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

/** The configuration module at `path`, signed in as someone who manages integrations. */
export function renderWebhooks(path: string, permissions = ['config.integrations.manage']) {
  return renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: testMe({ permissions }) });
}
