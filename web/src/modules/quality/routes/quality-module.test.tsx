import { IconProgressCheck } from '@tabler/icons-react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ModulePageProps } from '@/components/ui/landing';
import { activityPage, list } from '../test/fixtures';
import { stubServer } from '../test/server';
import QualityModule from './quality-module';

// The Gantt and the 4D view are another screen's business: stand-ins say which one is mounted.
vi.mock('./gantt-page', () => ({ GanttPage: () => <div data-testid="gantt-stand-in" /> }));
vi.mock('./bim-page', () => ({ QualityBimPage: () => <div data-testid="bim-stand-in" /> }));

function renderModule(path: string, access: ModulePageProps['access'] = 'granted') {
  stubServer((call) => (call.path === '/api/quality/activities' ? json(activityPage([])) : json(list([]))));
  return renderRoutes(
    [{ path: '/quality/*', element: <QualityModule module="quality" icon={IconProgressCheck} access={access} activation={{ kind: 'upgrade', canRequest: true }} /> }],
    { path, me: testMe({ permissions: ['modulo_calidad'] }) },
  );
}

describe('quality module routes', { timeout: 30_000 }, () => {
  it('opens the activity list under the List tab', async () => {
    renderModule('/quality/construction-progress/list');
    expect(await screen.findByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('activities-page')).toBeInTheDocument();
  });

  it('sends construction-progress alone to its list', async () => {
    const { router } = renderModule('/quality/construction-progress');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quality/construction-progress/list'));
  });

  it.each([
    ['/quality/construction-progress/gantt', 'Gantt', 'gantt-stand-in'],
    ['/quality/gantt', 'Gantt', 'gantt-stand-in'],
    ['/quality/construction-progress/bim/m1', 'BIM', 'bim-stand-in'],
    ['/quality/bim', 'BIM', 'bim-stand-in'],
  ])('mounts %s under the %s tab', async (path, tab, testId) => {
    renderModule(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the landing on landing, and always when the plan lacks the module', async () => {
    renderModule('/quality/landing');
    expect(await screen.findByTestId('landing-quality')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Lista' })).not.toBeInTheDocument();
  });

  it('keeps a plan without the module on the landing', async () => {
    renderModule('/quality/construction-progress/list', 'plan');
    expect(await screen.findByTestId('landing-quality')).toBeInTheDocument();
    expect(screen.queryByTestId('activities-page')).not.toBeInTheDocument();
  });
});
