import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { catalogs, stubServer, type Call } from '../placements/test-server';
import { SampleForm } from './sample-form';

const SAMPLE = { id: 's1', lot_id: 'l1', code: 'M-3', laboratory_id: 'lab1', laboratory_name: 'Lab IDIEM', taken_on: '2026-02-01', age_days: 28, tested_on: '2026-03-01', specimens_mpa: [24, 25], result_mpa: 24.5 };

function renderForm() {
  const done = { count: 0 };
  const calls = stubServer((call: Call) => {
    if (call.path === '/api/concrete/samples/s1' && call.method === 'PUT') return json({ data: { ...SAMPLE, specimens_mpa: (call.body as { specimens_mpa: number[] }).specimens_mpa } });
    return catalogs(call.path);
  });
  renderRoutes([{ path: '/', element: <SampleForm projectId="proj-1" lotId="l1" sample={SAMPLE} onDone={() => (done.count += 1)} /> }]);
  return { calls, done };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('sample form', { timeout: 30_000 }, () => {
  it('refuses a specimen with two decimals under the specimens, and saves it once corrected', async () => {
    const { calls, done } = renderForm();
    const form = await screen.findByTestId('sample-form');
    const second = within(form).getByLabelText('Probeta 2 (MPa)');
    expect(second).toHaveValue('25');
    fireEvent.change(second, { target: { value: '36,55' } });
    fireEvent.click(within(form).getByTestId('sample-submit'));
    expect(await within(form).findByTestId('sample-specimens-error')).toHaveTextContent('Usa como máximo un decimal.');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(second, { target: { value: '36,5' } });
    // Corrected: the error goes with the change, not on the next save.
    expect(within(form).queryByTestId('sample-specimens-error')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByTestId('sample-submit'));
    await waitFor(() => expect(done.count).toBe(1));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toMatchObject([{ specimens_mpa: [24, 36.5] }]);
  });
});
