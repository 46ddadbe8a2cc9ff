import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CountBarsChart, CountDonutChart, WeeksBarsChart } from './lazy-charts';

describe('lazy charts', () => {
  it('show a placeholder of the chart’s size, then the chart from its own chunk, hidden from readers', async () => {
    // jsdom lays nothing out and has no canvas to measure text with: echarts says so, and measures by font size.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const data = [{ name: 'Baño', value: 2, color: 'orange' }];
    const { container } = render(
      <MantineProvider env="test">
        <CountBarsChart data={data} direction="rows" valueLabel="Cantidad" height={120} />
        <CountDonutChart data={data} label="2" />
        <WeeksBarsChart data={[{ week: '2 nov', created: 2, finished: 1 }]} createdLabel="Creadas" finishedLabel="Finalizadas" height={200} />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    // The donut's total, over its ring.
    expect(await screen.findByText('2')).toBeInTheDocument();
    // Each chart draws once its own chunk has loaded, not all in the same tick (a loaded machine shows it).
    await waitFor(() => expect([...container.querySelectorAll('[data-chart="echarts"]')].filter((chart) => chart.querySelector('svg'))).toHaveLength(3));
    const charts = container.querySelectorAll<HTMLElement>('[data-chart="echarts"]');
    expect([...charts].map((chart) => chart.style.height)).toEqual(['120px', '168px', '200px']);
    for (const chart of charts) {
      expect(chart).toHaveAttribute('aria-hidden', 'true');
    }
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });
});
