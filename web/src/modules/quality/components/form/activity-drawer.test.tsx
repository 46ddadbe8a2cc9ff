import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { activityPage, attributes, excavation, finishes, stages, summary } from '../../test/fixtures';
import '../../test/jsdom-gaps';
import { stubServer, type Answer } from '../../test/server';
import { ActivityDrawer, type ActivityDrawerMode } from './activity-drawer';

function renderDrawer(mode: ActivityDrawerMode, answer: Answer) {
  const calls = stubServer((call) => answer(call) ?? (call.path === '/api/quality/activities' && call.method === 'GET' ? json(activityPage([summary, excavation])) : undefined));
  let closed = 0;
  renderRoutes(
    [{ path: '/', element: <ActivityDrawer mode={mode} onClose={() => (closed += 1)} projectId="proj-1" stages={stages} attributes={attributes} withUnits={false} /> }],
    { me: testMe({ permissions: ['modulo_calidad', 'quality.activities.edit'] }) },
  );
  return { calls, closed: () => closed };
}

const input = (label: RegExp | string) => screen.getByLabelText(label);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('activity form', { timeout: 30_000 }, () => {
  it('checks the required fields and the dates before sending', async () => {
    const { calls } = renderDrawer({ kind: 'create', parent: null }, () => undefined);
    fireEvent.click(await screen.findByTestId('activity-submit'));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    fireEvent.change(input(/^Descripción/), { target: { value: 'Moldajes' } });
    fireEvent.change(input(/^Inicio planificado/), { target: { value: '2026-04-10' } });
    fireEvent.change(input(/^Término planificado/), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByText('El término debe ser igual o posterior al inicio.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('places the server’s 422 under each field, the values’ refusal under the attributes', async () => {
    const { calls, closed } = renderDrawer({ kind: 'create', parent: summary }, (call) =>
      call.method === 'POST'
        ? json(
            {
              message: 'Revisa los datos ingresados.',
              code: 'validation',
              errors: {
                estimated_cost: ['Se permiten como máximo 0 decimales en CLP.'],
                stage_id: ['El valor elegido no es válido.'],
                value_ids: ['El valor «Torre B» está obsoleto y no se puede asignar.'],
              },
            },
            422,
          )
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText(/^Descripción/), { target: { value: 'Moldajes' } });
    fireEvent.change(input(/^Inicio planificado/), { target: { value: '2026-04-01' } });
    fireEvent.change(input(/^Término planificado/), { target: { value: '2026-04-10' } });
    fireEvent.change(input('Costo estimado'), { target: { value: '1500000' } });
    fireEvent.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByText('Se permiten como máximo 0 decimales en CLP.')).toBeInTheDocument();
    expect(screen.getByText('El valor elegido no es válido.')).toBeInTheDocument();
    expect(screen.getByTestId('activity-values-error')).toHaveTextContent('El valor «Torre B» está obsoleto');
    expect(input('Costo estimado')).toHaveAttribute('aria-invalid', 'true');
    expect(closed()).toBe(0);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.query.get('projectId')).toBe('proj-1');
    expect(post?.body).toMatchObject({ description: 'Moldajes', parent_id: 'a1', est_start: '2026-04-01', est_end: '2026-04-10', currency: 'CLP', estimated_cost: 1500000, milestone: false, value_ids: [] });
  });

  it('hides a deprecated value from a new activity', async () => {
    renderDrawer({ kind: 'create', parent: null }, () => undefined);
    fireEvent.click(await screen.findByTestId('activity-value-at1'));
    expect(await screen.findByRole('option', { name: 'Torre A' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Torre B/ })).not.toBeInTheDocument();
  });

  it('edits with the version read; a deprecated value stays offered only where already held', async () => {
    const { calls, closed } = renderDrawer({ kind: 'edit', activity: finishes }, (call) => (call.method === 'PUT' ? json({ data: { ...finishes, description: 'Terminaciones interiores' } }) : undefined));
    const sector = await screen.findByTestId('activity-value-at1');
    expect(sector).toHaveValue('Torre B (obsoleto)');
    fireEvent.change(input(/^Descripción/), { target: { value: 'Terminaciones interiores' } });
    fireEvent.click(screen.getByTestId('activity-submit'));
    await waitFor(() => expect(closed()).toBe(1));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/quality/activities/a2');
    expect(put?.body).toMatchObject({ description: 'Terminaciones interiores', version: 1, value_ids: ['v-old'], currency: 'UF', estimated_cost: 1234.5678 });
  });

  it('keeps a summary’s dates and costs read-only and does not send them', async () => {
    const { calls } = renderDrawer({ kind: 'edit', activity: summary }, (call) => (call.method === 'PUT' ? json({ data: summary }) : undefined));
    expect(await screen.findByTestId('summary-note')).toBeInTheDocument();
    expect(input(/^Inicio planificado/)).toBeDisabled();
    expect(input('Costo estimado')).toBeDisabled();
    fireEvent.click(screen.getByTestId('activity-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('est_start');
    expect(body).not.toHaveProperty('estimated_cost');
  });

  it('shows a conflict (409) and closes, so the reloaded list is what the person sees', async () => {
    const { closed } = renderDrawer({ kind: 'edit', activity: excavation }, (call) =>
      call.method === 'PUT' ? json({ message: 'Otra persona modificó este registro. Recarga para ver los cambios.', code: 'conflict' }, 409) : undefined,
    );
    fireEvent.click(await screen.findByTestId('activity-submit'));
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Otra persona modificó este registro. Recarga para ver los cambios.')).toBeInTheDocument();
    expect(closed()).toBe(1);
  });
});
