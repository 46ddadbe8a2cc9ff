import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes, testMe } from '@/test/render';
import { StatusBadge } from '@/components/tickets/status-badge';
import { TicketCoreProvider } from '@/components/tickets/ticket-core';
import { cmTicketCore } from '../../api/ticket-core';
import type { TicketStatus } from '../../api/types';

const STATUSES: TicketStatus[] = ['new', 'open', 'pending', 'postponed', 'finished'];

function renderBadges() {
  renderRoutes([{ path: '/', element: <TicketCoreProvider value={cmTicketCore}>{STATUSES.map((status) => <StatusBadge key={status} status={status} />)}</TicketCoreProvider> }], { me: testMe() });
  return () => screen.getAllByTestId('ticket-status').map((badge) => [badge.getAttribute('data-status'), badge.textContent]);
}

describe('status badge', () => {
  it('tells the two P statuses apart in Spanish', () => {
    const badges = renderBadges();
    expect(badges()).toEqual([
      ['new', 'N · Nuevo'],
      ['open', 'A · Abierto'],
      ['pending', 'P · Pendiente'],
      ['postponed', 'P · Pospuesto'],
      ['finished', 'F · Finalizado'],
    ]);
  });

  it('tells the two P statuses apart in Portuguese', async () => {
    const badges = renderBadges();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(badges()).toEqual([
      ['new', 'N · Novo'],
      ['open', 'A · Aberto'],
      ['pending', 'P · Em andamento'],
      ['postponed', 'P · Adiado'],
      ['finished', 'F · Finalizado'],
    ]);
    await act(() => i18n.changeLanguage('es'));
  });

  it('gives pending and postponed different colours, not only different words', () => {
    renderBadges();
    const [pending, postponed] = ['pending', 'postponed'].map((status) => screen.getAllByTestId('ticket-status').find((badge) => badge.getAttribute('data-status') === status));
    expect(pending?.getAttribute('style')).not.toEqual(postponed?.getAttribute('style'));
  });
});
