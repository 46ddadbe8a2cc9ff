import type { CatalogueEvent, EventIn, Subscription, WebhookApp } from '../../api/webhooks/types';

/** One event of the catalogue on the Configuration tab: subscribed or not, with the URL and active flag to send. */
export interface EventRow {
  event: string;
  module: string;
  subscribed: boolean;
  url: string;
  active: boolean;
}

/** The form's rows: the whole catalogue in its order, filled from the application's events (any unknown one last). */
export function rowsOf(catalogue: readonly CatalogueEvent[], app: WebhookApp): EventRow[] {
  const byEvent = new Map(app.events.map((sub) => [sub.event, sub]));
  const known = new Set(catalogue.map((entry) => entry.event));
  const extra = app.events.filter((sub) => !known.has(sub.event)).map(({ event, module }) => ({ event, module }));
  return [...catalogue, ...extra].map(({ event, module }) => {
    const sub = byEvent.get(event);
    return { event, module, subscribed: sub !== undefined, url: sub?.url ?? '', active: sub?.active ?? true };
  });
}

/** The set to send (the subscribed rows) and, for each item sent, the index of its row in the form. */
export function toBody(rows: readonly EventRow[]): { events: EventIn[]; rowOf: number[] } {
  const rowOf: number[] = [];
  const events: EventIn[] = [];
  rows.forEach((row, index) => {
    if (!row.subscribed) return;
    rowOf.push(index);
    events.push({ event: row.event, url: row.url.trim(), active: row.active });
  });
  return { events, rowOf };
}

/** A 422 key of the set sent (`events.2.url`) as the form path of its row (`rows.7.url`); null for the set as a whole. */
export function formPathOf(key: string, rowOf: readonly number[]): string | null {
  const match = /^events\.(\d+)\.(url|event)$/.exec(key);
  const row = match ? rowOf[Number(match[1])] : undefined;
  return match && row !== undefined ? `rows.${row}.${match[2]}` : null;
}

/** The rows grouped by module, in the catalogue's order, each with its index in the form. */
export function byModule(rows: readonly EventRow[]): { module: string; items: { row: EventRow; index: number }[] }[] {
  const groups = new Map<string, { row: EventRow; index: number }[]>();
  rows.forEach((row, index) => groups.set(row.module, [...(groups.get(row.module) ?? []), { row, index }]));
  return [...groups.entries()].map(([module, items]) => ({ module, items }));
}

/** The saved subscription of a row, for its state (auto-disabled) and its test button. */
export function savedOf(app: WebhookApp, event: string): Subscription | undefined {
  return app.events.find((sub) => sub.event === event);
}

/** A URL the server could take: http(s) and a host. The server still checks where it points. */
export function looksLikeUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
