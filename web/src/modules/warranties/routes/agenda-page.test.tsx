import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { toRfc3339Local } from '../components/shared/format';
import { agenda, EDITOR, unit, visit } from '../test/fixtures';
import AgendaPage from './agenda-page';

type Responder = (call: RecordedCall, url: URL) => Response | undefined;

function renderAgenda(override: Responder = () => undefined) {
  // The server's state: a successful move changes it, and the reload after it answers it.
  let scheduledAt = new Date(2026, 2, 10, 10, 0).toISOString();
  const stub = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = override(call, url);
    if (answer) return answer;
    if (url.pathname === '/api/warranties/agenda') return json({ data: agenda([visit({ scheduled_at: scheduledAt, ends_at: scheduledAt })]) });
    if (url.pathname === '/api/warranties/responsibles') return json({ data: [] });
    if (call.method === 'POST') {
      scheduledAt = new Date((call.body as { scheduled_at: string }).scheduled_at).toISOString();
      return json({ data: unit({ status: 'to_confirm', scheduled_at: scheduledAt }) });
    }
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes(
    [
      { path: '/warranties/agenda', element: <AgendaPage /> },
      { path: '/warranties/ficha/*', element: <Probe label="ficha" /> },
    ],
    { path: '/warranties/agenda?view=week&date=2026-03-10', me: testMe({ permissions: EDITOR }) },
  );
  return { ...stub, ...view };
}

const cell = (date: string, time: string) => {
  const found = document.querySelector<HTMLElement>(`[data-testid="agenda-cell"][data-date="${date}"][data-time="${time}"]`);
  if (!found) throw new Error(`no cell for ${date} ${time}`);
  return found;
};

/** A stand-in for the browser's DataTransfer (jsdom has none), shared by the events of one drag. */
function dataTransfer() {
  const store = new Map<string, string>();
  return {
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    get types() {
      return [...store.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

function drag(chip: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(chip, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
}

const chip = () => screen.findByRole('link', { name: '10:00 unidad 101, Ana Pérez' });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 9, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('delivery agenda (/warranties/agenda)', () => {
  it('shows the week in visit slots with each visit at its time, and asks the server for that week', async () => {
    const { calls } = renderAgenda();
    await chip();
    expect(within(cell('2026-03-10', '10:00')).getByRole('link', { name: '10:00 unidad 101, Ana Pérez' })).toHaveAttribute('href', '/warranties/ficha/u-101/recepcion');
    expect(document.querySelectorAll('[data-testid="agenda-cell"][data-date="2026-03-10"]')).toHaveLength(9);
    const url = new URL(calls.find((call) => call.url.startsWith('/api/warranties/agenda'))!.url, 'http://localhost');
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual(['2026-03-09', '2026-03-15']);
  });

  it('sends the schedule action with the same responsible and the new time when a visit is dragged to another slot', async () => {
    const { calls } = renderAgenda();
    drag(await chip(), cell('2026-03-12', '15:00'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/warranties/units/u-101/actions');
    expect(post?.body).toEqual({ action: 'schedule', responsible_id: 'p-ana', scheduled_at: toRfc3339Local(new Date(2026, 2, 12, 15, 0)) });
    expect(await within(cell('2026-03-12', '15:00')).findByRole('link', { name: '15:00 unidad 101, Ana Pérez' })).toBeInTheDocument();
  });

  it('puts the visit back and shows the orange refusal when the responsible’s day is full', async () => {
    let loads = 0;
    renderAgenda((call, url) => {
      // Reloads after the failure never answer: only the rollback can put the chip back.
      if (url.pathname === '/api/warranties/agenda' && ++loads > 1) return new Promise<Response>(() => undefined) as unknown as Response;
      if (call.method === 'POST') {
        return json({ message: 'Revisa los datos', code: 'validation', errors: { scheduled_at: ['La agenda del responsable está completa para ese día.'] } }, 422);
      }
      return undefined;
    });
    drag(await chip(), cell('2026-03-12', '15:00'));
    expect(await screen.findByText('La agenda del responsable está completa para ese día.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-validation')).toBeInTheDocument();
    await waitFor(() => expect(within(cell('2026-03-10', '10:00')).getByRole('link', { name: '10:00 unidad 101, Ana Pérez' })).toBeInTheDocument());
    expect(within(cell('2026-03-12', '15:00')).queryAllByTestId('visit-chip')).toHaveLength(0);
  });
});
