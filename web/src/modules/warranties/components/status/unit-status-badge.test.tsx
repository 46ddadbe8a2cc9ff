import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes, testMe } from '@/test/render';
import { UNIT_STATUSES } from './unit-status';
import { UnitStatusBadge } from './unit-status-badge';

function renderBadges() {
  renderRoutes([{ path: '/', element: <>{UNIT_STATUSES.map((status) => <UnitStatusBadge key={status} status={status} />)}</> }], { me: testMe() });
  return () => screen.getAllByTestId('unit-status').map((badge) => [badge.getAttribute('data-status'), badge.textContent]);
}

describe('unit status badge', () => {
  it('names every status as a Chilean construction company does', () => {
    const badges = renderBadges();
    expect(badges()).toEqual([
      ['new', 'Por entregar'],
      ['to_confirm', 'Entrega por confirmar'],
      ['confirmed', 'Confirmada'],
      ['rejected', 'Rechazada'],
      ['delivered', 'Entregada'],
      ['delivered_observations', 'Entregada con observaciones'],
    ]);
  });

  it('names every status in Brazilian Portuguese', async () => {
    const badges = renderBadges();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(badges()).toEqual([
      ['new', 'A entregar'],
      ['to_confirm', 'Entrega a confirmar'],
      ['confirmed', 'Confirmada'],
      ['rejected', 'Recusada'],
      ['delivered', 'Entregue'],
      ['delivered_observations', 'Entregue com observações'],
    ]);
    await act(() => i18n.changeLanguage('es'));
  });

  it('gives the two delivered statuses different colours, not only different words', () => {
    renderBadges();
    const style = (status: string) => screen.getAllByTestId('unit-status').find((badge) => badge.getAttribute('data-status') === status)?.getAttribute('style');
    expect(style('delivered')).not.toEqual(style('delivered_observations'));
    expect(style('confirmed')).not.toEqual(style('rejected'));
  });
});
