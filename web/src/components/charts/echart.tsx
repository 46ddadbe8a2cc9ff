/**
 * One echarts chart in a React tree: it starts the chart on mount, draws `option` whenever it changes, follows the
 * box's size and the Mantine colour scheme, and disposes of the chart on unmount. echarts is large: import this file
 * only from a file that is itself loaded lazily (as the after-sales statistics' `charts.tsx`, through its
 * `lazy-charts.tsx`), and register there, with `use` from `echarts/core`, the chart types and components it draws and
 * no more, so the chunk stays small.
 */
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
// `use` registers echarts parts; renamed, as React's hook rules read any `use(…)` as React's hook.
import { init, use as registerEcharts, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { chartPalette, chartTheme, type ChartPalette } from './chart-palette';

// SVG: crisp text at any zoom and in print, and light for charts of tens of points (canvas pays off with thousands).
registerEcharts([SVGRenderer]);

export interface EChartProps {
  /**
   * The chart's option, from the palette of the current scheme (series colours, labels). A new function is merged
   * into the drawn option, so new data animates from the old and the same data changes nothing; give it the same
   * components and series each time (echarts keeps the ones an option leaves out). `useCallback` on the data.
   */
  option: (palette: ChartPalette) => EChartsCoreOption;
  /** In pixels; the width is the container's. */
  height: number;
}

/**
 * A chart that assistive technology skips and the keyboard never reaches: a chart always comes with a table of its
 * numbers, which is what readers and keyboards use.
 */
export function EChart({ option, height }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ chart: ECharts; palette: ChartPalette } | null>(null);
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const reduceMotion = useReducedMotion();

  // A new scheme (or theme) starts the chart again with its colours: the option's colours come from the palette too.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const css = getComputedStyle(element);
    const palette = chartPalette(theme, scheme, (variable) => css.getPropertyValue(variable));
    const chart = init(element, chartTheme(palette, !reduceMotion), { renderer: 'svg' });
    drawn.current = { chart, palette };
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      drawn.current = null;
    };
  }, [theme, scheme, reduceMotion]);

  useEffect(() => {
    const current = drawn.current;
    if (!current) return;
    current.chart.setOption(option(current.palette));
  }, [option, theme, scheme, reduceMotion]);

  return <div ref={box} aria-hidden data-chart="echarts" style={{ height, width: '100%' }} />;
}
