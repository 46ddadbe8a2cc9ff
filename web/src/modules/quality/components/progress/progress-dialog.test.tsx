import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Activity } from '../../api/types';
import { excavation } from '../../test/fixtures';
import '../../test/jsdom-gaps';
import { stubServer, type Answer } from '../../test/server';
import { todayIso } from '../format';
import { ProgressDialog } from './progress-dialog';

function renderDialog(answer: Answer, activity: Activity = excavation) {
  const calls = stubServer(answer);
  let closed = 0;
  renderRoutes([{ path: '/', element: <ProgressDialog activity={activity} onClose={() => (closed += 1)} projectId="proj-1" /> }], {
    me: testMe({ permissions: ['modulo_calidad', 'quality.progress.register'] }),
  });
  return { calls, closed: () => closed };
}

const label = (text: RegExp | string) => screen.getByLabelText(text);
const posted = (answer: Answer) => (call: Parameters<Answer>[0]) => (call.method === 'POST' ? answer(call) : undefined);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('register progress', { timeout: 30_000 }, () => {
  it('starts from the current progress and today, and sends what was entered with the version read', async () => {
    const { calls, closed } = renderDialog(posted(() => json({ data: { ...excavation, progress: 92.5, version: 2 } })));
    const progress = await screen.findByLabelText('Avance');
    expect(progress).toHaveValue('80');
    expect(label(/^Fecha del registro/)).toHaveValue(todayIso());
    // The actual end is only recorded at 100 %.
    expect(label(/^Término real/)).toBeDisabled();
    fireEvent.change(progress, { target: { value: '92,5' } });
    fireEvent.change(label('Nota'), { target: { value: 'Se completó el sector norte.' } });
    fireEvent.click(screen.getByTestId('progress-submit'));
    await waitFor(() => expect(closed()).toBe(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/quality/activities/a11/progress');
    expect(post?.body).toEqual({ progress: 92.5, recorded_on: todayIso(), actual_start: null, actual_end: null, actual_cost: 1250000, note: 'Se completó el sector norte.', version: 1 });
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Se registró un avance de 92,5 % en «Excavación».');
  });

  it('opens the actual end at 100 % and refuses a future day before sending', async () => {
    const { calls } = renderDialog(() => undefined);
    fireEvent.change(await screen.findByLabelText('Avance'), { target: { value: '100' } });
    expect(label(/^Término real/)).toBeEnabled();
    fireEvent.change(label(/^Fecha del registro/), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByTestId('progress-submit'));
    expect(await screen.findByText('La fecha no puede ser futura.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s 422 under its field and stays open', async () => {
    const { closed } = renderDialog(posted(() => json({ message: 'Revisa los datos ingresados.', errors: { actual_start: ['La fecha debe ser igual o anterior a hoy.'] } }, 422)));
    fireEvent.change(await screen.findByLabelText('Avance'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('progress-submit'));
    expect(await screen.findByText('La fecha debe ser igual o anterior a hoy.')).toBeInTheDocument();
    expect(label(/^Inicio real/)).toHaveAttribute('aria-invalid', 'true');
    expect(closed()).toBe(0);
  });
});
