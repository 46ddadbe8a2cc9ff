/**
 * The dashboard's drawings, in a chunk of their own with echarts (only lines, bars, the grid, the tooltip and the
 * legend are registered): the figures' tables show at once and the charts as soon as this chunk arrives. Import it
 * only through `lazy-charts.tsx`.
 */
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { use as registerEcharts, type ComposeOption } from 'echarts/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPalette } from '@/components/charts/chart-palette';
import { EChart } from '@/components/charts/echart';
import type { Granularity } from '../api/types';
import { formatCount, formatPeriod, formatPeriodTick } from './usage-format';

registerEcharts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent]);

type Option = ComposeOption<LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

function useCount() {
  const { i18n } = useTranslation('ocinsights');
  const { language } = i18n;
  return useCallback((value: unknown) => (typeof value === 'number' ? formatCount(value, language) : ''), [language]);
}

export interface ActivityChartProps {
  periods: string[];
  granularity: Granularity;
  lines: { name: string; color: string; values: number[] }[];
  height: number;
}

/** Active users and sessions per period, as lines over a faint area. */
export function ActivityChart({ periods, granularity, lines, height }: ActivityChartProps) {
  const count = useCount();
  const { i18n } = useTranslation('ocinsights');
  const { language } = i18n;
  const option = useCallback(
    (palette: ChartPalette): Option => ({
      legend: { top: 0, right: 0, icon: 'circle', itemWidth: 10, itemHeight: 10, selectedMode: false },
      grid: { left: 4, right: 12, top: 36, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        confine: true,
        valueFormatter: count,
        // The axis names a period by its first day; the tooltip names it whole (a week from Monday to Sunday).
        axisPointer: { type: 'line', label: { formatter: ({ value }) => formatPeriod(String(value), granularity, language) } },
      },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: periods,
        axisLabel: { hideOverlap: true, formatter: (value: string) => formatPeriodTick(value, language) },
      },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: count } },
      series: lines.map(
        (line): LineSeriesOption => ({
          type: 'line',
          name: line.name,
          data: line.values,
          smooth: 0.2,
          // Points only where there are few: a year of days is a line.
          showSymbol: periods.length <= 45,
          symbolSize: 6,
          lineStyle: { width: 2, color: palette.color(line.color) },
          itemStyle: { color: palette.color(line.color) },
          areaStyle: { color: palette.color(line.color), opacity: palette.scheme === 'dark' ? 0.18 : 0.1 },
        }),
      ),
    }),
    [periods, granularity, lines, count, language],
  );
  return <EChart option={option} height={height} />;
}

export interface ModulesChartProps {
  data: { name: string; value: number }[];
  valueLabel: string;
  color: string;
  height: number;
}

/** Actions per module, as bars lying along the axis (module names are long), most used on top. */
export function ModulesChart({ data, valueLabel, color, height }: ModulesChartProps) {
  const count = useCount();
  const option = useCallback(
    (palette: ChartPalette): Option => ({
      grid: { left: 4, right: 36, top: 4, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: count, confine: true },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: count } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: data.map((datum) => datum.name),
        axisLabel: { interval: 0, width: 150, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          name: valueLabel,
          barMaxWidth: 22,
          itemStyle: { color: palette.color(color), borderRadius: [0, 4, 4, 0] },
          label: { show: true, position: 'right', color: palette.dimmed, fontSize: 11, formatter: ({ value }) => count(value) },
          data: data.map((datum) => datum.value),
        },
      ],
    }),
    [data, valueLabel, color, count],
  );
  return <EChart option={option} height={height} />;
}
