import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import type { LotDetail } from '../../api/types';
import { VerdictPanel } from './verdict-panel';

const LOT: LotDetail = {
  id: 'l1', number: 1, type_id: 'ty1', type_name: 'H30', strength_mpa: 30, volume_m3: 8, limit_m3: 100, placements: 1, samples: 5, closed: false,
  verdict: 'pending', estimate_mpa: null, ticket_id: null, created_at: '', samples_list: [], criteria: [], standard: 'nbr12655',
};

function renderPanel(lot: LotDetail) {
  renderRoutes([{ path: '/', element: <VerdictPanel lot={lot} /> }]);
}

describe('verdict panel', () => {
  it('shows a lot without estimate as a dash, without a unit hanging from it', async () => {
    renderPanel(LOT);
    expect(await screen.findByTestId('lot-estimate')).toHaveTextContent('Resistencia estimada: — (especificada: 30 MPa).');
    expect(screen.getByText('Aún no hay resultados suficientes para juzgar el lote.')).toBeInTheDocument();
  });

  it('shows an estimate in MPa with a decimal comma', async () => {
    renderPanel({ ...LOT, verdict: 'conforming', estimate_mpa: 36.5, criteria: [{ name: 'fck_est', required_mpa: 30, actual_mpa: 36.5, passed: true }] });
    expect(await screen.findByTestId('lot-estimate')).toHaveTextContent('Resistencia estimada: 36,5 MPa (especificada: 30 MPa).');
  });
});
