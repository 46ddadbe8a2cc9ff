import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { getInstanceByDom, use as registerEcharts, type EChartsCoreOption } from 'echarts/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartPalette } from './chart-palette';
import { EChart } from './echart';

registerEcharts([BarChart, GridComponent]);

const option = (palette: ChartPalette): EChartsCoreOption => ({
  xAxis: { type: 'category', data: ['a', 'b'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [1, 2], itemStyle: { color: palette.color('teal') } }],
});

describe('EChart', () => {
  beforeEach(() => {
    // jsdom lays nothing out and has no canvas to measure text with: echarts says so, and measures by font size.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('draws its option in SVG at its height, out of readers’ and keyboards’ way, and disposes of it on unmount', () => {
    const draw = vi.fn(option);
    const { container, unmount } = render(
      <MantineProvider env="test">
        <EChart option={draw} height={150} />
      </MantineProvider>,
    );
    const box = container.querySelector<HTMLElement>('[data-chart="echarts"]')!;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.style.height).toBe('150px');
    expect(box.querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0]![0].scheme).toBe('light');
    const chart = getInstanceByDom(box)!;
    expect(chart.getOption()).toMatchObject({ series: [{ itemStyle: { color: DEFAULT_THEME.colors.teal[6] } }] });
    unmount();
    expect(chart.isDisposed()).toBe(true);
  });

  it('starts again with the dark palette when the scheme turns dark', () => {
    const draw = vi.fn(option);
    const { container, rerender } = render(
      <MantineProvider env="test" forceColorScheme="light">
        <EChart option={draw} height={150} />
      </MantineProvider>,
    );
    const box = container.querySelector<HTMLElement>('[data-chart="echarts"]')!;
    const light = getInstanceByDom(box)!;
    rerender(
      <MantineProvider env="test" forceColorScheme="dark">
        <EChart option={draw} height={150} />
      </MantineProvider>,
    );
    expect(light.isDisposed()).toBe(true);
    const dark = getInstanceByDom(box);
    expect(dark).not.toBe(light);
    expect(dark?.isDisposed()).toBeFalsy();
    const palette = draw.mock.lastCall![0];
    expect(palette.scheme).toBe('dark');
    expect(palette.dimmed).toBe(DEFAULT_THEME.colors.dark[2]);
  });
});
