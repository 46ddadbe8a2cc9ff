import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import type { UnitDetail } from '../api/types';
import '../test/jsdom-gaps';
import { row, unit } from '../test/fixtures';
import { renderPortal } from '../test/render';

beforeEach(() => resetPortalClient());

const detail: UnitDetail = {
  ...unit,
  documents: [{ id: 'd1', kind: 'act', name: 'acta-101.pdf', size: 52_000, content_type: 'application/pdf', created_at: '2026-01-15T13:00:00Z', url: '/api/portal/documents/d1?download=1' }],
  requests: [row],
};

describe('a unit (/unidad/:unitId)', () => {
  it('shows its data, documents and requests', async () => {
    stubFetch(() => json({ data: detail }));
    renderPortal({ path: '/unidad/u1' });
    const page = await screen.findByTestId('unit-page');
    expect(within(page).getByRole('heading', { name: 'Unidad 101' })).toBeInTheDocument();
    expect(within(page).getByTestId('unit-summary')).toHaveTextContent('Entregada');
    expect(within(page).getByTestId('document')).toHaveTextContent('Acta de entrega · 51 KB');
    expect(within(page).getByTestId('request-row')).toHaveTextContent('#7 · Filtración bajo el lavamanos');
    expect(within(page).getByRole('link', { name: 'Nueva solicitud' })).toHaveAttribute('href', '/solicitud/crear?unidad=u1');
  });

  it('downloads a document with the owner’s token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = stubFetch((call) => (call.url.startsWith('/api/portal/documents/') ? new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }) : json({ data: detail })));
    renderPortal({ path: '/unidad/u1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar acta-101.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = calls.find((call) => call.url.startsWith('/api/portal/documents/'))!;
    expect(download.url).toBe('/api/portal/documents/d1?download=1');
    expect(download.headers.get('Authorization')).toBe('Bearer tok-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('acta-101.pdf');
  });

  it('shows a unit that is not the owner’s as not found', async () => {
    stubFetch(() => json({ message: 'No encontrado' }, 404));
    renderPortal({ path: '/unidad/ajena' });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
