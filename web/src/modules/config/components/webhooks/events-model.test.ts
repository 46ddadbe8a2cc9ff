import { describe, expect, it } from 'vitest';
import type { WebhookApp } from '../../api/webhooks/types';
import { byModule, formPathOf, looksLikeUrl, rowsOf, toBody } from './events-model';

const catalogue = [
  { module: 'cmanagement', event: 'ticket.created' },
  { module: 'cmanagement', event: 'ticket.status_changed' },
  { module: 'cbox', event: 'file.uploaded' },
];

const app = {
  id: 'app-1',
  name: 'ERP',
  env: 'testing',
  secret_hint: 'whsec_…abcd',
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  events: [{ id: 's1', event: 'file.uploaded', module: 'cbox', url: 'https://erp.example.com/hook', active: false, disabled_at: '2026-01-02T00:00:00Z' }],
} satisfies WebhookApp;

describe('webhook events form model', () => {
  it('lists the whole catalogue, subscribed rows filled from the application', () => {
    const rows = rowsOf(catalogue, app);
    expect(rows.map((row) => row.subscribed)).toEqual([false, false, true]);
    expect(rows[2]).toMatchObject({ url: 'https://erp.example.com/hook', active: false });
    expect(byModule(rows).map((group) => [group.module, group.items.map((item) => item.index)])).toEqual([
      ['cmanagement', [0, 1]],
      ['cbox', [2]],
    ]);
  });

  it('sends only subscribed rows and maps the server errors back to their rows', () => {
    const rows = rowsOf(catalogue, app).map((row, index) => (index === 1 ? { ...row, subscribed: true, url: ' http://10.0.0.1/x ' } : row));
    const { events, rowOf } = toBody(rows);
    expect(events).toEqual([
      { event: 'ticket.status_changed', url: 'http://10.0.0.1/x', active: true },
      { event: 'file.uploaded', url: 'https://erp.example.com/hook', active: false },
    ]);
    expect(formPathOf('events.0.url', rowOf)).toBe('rows.1.url');
    expect(formPathOf('events.1.event', rowOf)).toBe('rows.2.event');
    expect(formPathOf('events', rowOf)).toBeNull();
    expect(formPathOf('events.9.url', rowOf)).toBeNull();
  });

  it('takes http and https URLs only', () => {
    expect(looksLikeUrl('https://erp.example.com/hook')).toBe(true);
    expect(looksLikeUrl('ftp://erp.example.com')).toBe(false);
    expect(looksLikeUrl('erp.example.com')).toBe(false);
  });
});
