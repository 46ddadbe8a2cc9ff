/**
 * The chart drawings, in a chunk of their own with echarts (only bars, pies, the grid, the tooltip and the legend
 * are registered): the screens show their tables at once and the charts as soon as this chunk arrives. Import it
 * only through `lazy-charts.tsx`.
 */
import { Box, Text } from '@mantine/core';
import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
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
import { formatNumber } from './stats-format';

registerEcharts([BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent]);

type Option = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export interface ChartDatum {
  name: string;
  value: number;
  /** A Mantine colour name. */
  color: string;
  /** What the axis writes when the name is too long for it (the tooltip keeps the name). */
  short?: string;
}

/** Counts as the user's language writes them (1.234 in Spanish). */
function useInteger() {
  const { i18n } = useTranslation('warranties-stats');
  const { language } = i18n;
  return useCallback((value: unknown) => (typeof value === 'number' ? formatNumber(value, language) : ''), [language]);
}

/** About two lines of a rows axis: echarts cuts the third line off without an ellipsis, so the name gets one first. */
const clip = (name: string) => (name.length > 40 ? `${name.slice(0, 38).trimEnd()}…` : name);

/** The bars' tooltip: the whole name over the value, and the hovered band shaded. */
const axisTooltip = (integer: (value: unknown) => string): TooltipComponentOption => ({
  trigger: 'axis',
  axisPointer: { type: 'shadow' },
  valueFormatter: integer,
  confine: true,
});

export interface CountBarsProps {
  data: ChartDatum[];
  /** `columns` stand on the x axis (ordered buckets); `rows` lie along it, for long names. */
  direction: 'columns' | 'rows';
  /** Name of the values in the tooltip. */
  valueLabel: string;
  height: number;
}

export function CountBars({ data, direction, valueLabel, height }: CountBarsProps) {
  const integer = useInteger();
  const option = useCallback(
    (palette: ChartPalette): Option => {
      const rows = direction === 'rows';
      const names = data.map((datum) => datum.name);
      const values = { type: 'value' as const, minInterval: 1, axisLabel: { formatter: integer } };
      const categories = {
        type: 'category' as const,
        data: names,
        // Rows read from the top, in the table's order.
        inverse: rows,
        axisLabel: rows
          ? // Long names wrap on two lines at most and end in an ellipsis (the tooltip and the table keep them whole).
            { interval: 0, fontSize: 12, width: 140, overflow: 'break' as const, lineHeight: 14, height: 28, lineOverflow: 'truncate' as const, formatter: clip }
          : { interval: 0, fontSize: 11, formatter: (name: string, index: number) => data[index]?.short ?? name },
      };
      return {
        grid: { left: 4, right: rows ? 28 : 4, top: rows ? 4 : 18, bottom: 4 },
        tooltip: axisTooltip(integer),
        xAxis: rows ? values : categories,
        yAxis: rows ? categories : values,
        series: [
          {
            type: 'bar',
            name: valueLabel,
            barMaxWidth: rows ? 22 : 48,
            itemStyle: { borderRadius: rows ? [0, 4, 4, 0] : [4, 4, 0, 0] },
            label: { show: true, position: rows ? 'right' : 'top', color: palette.dimmed, fontSize: 11, formatter: ({ value }) => integer(value) },
            data: data.map((datum) => ({ value: datum.value, itemStyle: { color: palette.color(datum.color) } })),
          },
        ],
      };
    },
    [data, direction, valueLabel, integer],
  );
  return <EChart option={option} height={height} />;
}

export interface CountDonutProps {
  data: ChartDatum[];
  /** Shown in the middle (the total). */
  label: string;
  /** The ring's outer diameter, in pixels. */
  size: number;
}

export function CountDonut({ data, label, size }: CountDonutProps) {
  const integer = useInteger();
  const option = useCallback(
    (palette: ChartPalette): Option => {
      const slices = data.filter((datum) => datum.value > 0);
      return {
        tooltip: { trigger: 'item', valueFormatter: integer, confine: true },
        series: [
          {
            type: 'pie',
            radius: [size / 2 - 26, size / 2 - 2],
            // One slice is a whole ring: no gap.
            padAngle: slices.length > 1 ? 2 : 0,
            itemStyle: { borderRadius: 2 },
            label: { show: false },
            labelLine: { show: false },
            emphasis: { scaleSize: 3 },
            // Nothing to count: a grey ring rather than nothing.
            emptyCircleStyle: { color: palette.grid },
            data: slices.map((datum) => ({ name: datum.name, value: datum.value, itemStyle: { color: palette.color(datum.color) } })),
          },
        ],
      };
    },
    [data, size, integer],
  );
  return (
    <Box pos="relative">
      <Text
        fz="xl"
        fw={700}
        pos="absolute"
        inset={0}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}
      >
        {label}
      </Text>
      <EChart option={option} height={size} />
    </Box>
  );
}

export interface WeeksBarsProps {
  data: { week: string; created: number; finished: number }[];
  createdLabel: string;
  finishedLabel: string;
  height: number;
}

export function WeeksBars({ data, createdLabel, finishedLabel, height }: WeeksBarsProps) {
  const integer = useInteger();
  const option = useCallback(
    (palette: ChartPalette): Option => {
      const series = (name: string, color: string, values: number[]): BarSeriesOption => ({
        type: 'bar',
        name,
        barMaxWidth: 28,
        itemStyle: { color: palette.color(color), borderRadius: [3, 3, 0, 0] },
        data: values,
      });
      return {
        // A legend to read, not to switch series off: the table under the chart has them all.
        legend: { top: 0, right: 0, icon: 'circle', itemWidth: 10, itemHeight: 10, selectedMode: false },
        grid: { left: 4, right: 4, top: 36, bottom: 4 },
        tooltip: axisTooltip(integer),
        xAxis: { type: 'category', data: data.map((week) => week.week) },
        yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: integer } },
        series: [
          series(createdLabel, 'blue', data.map((week) => week.created)),
          series(finishedLabel, 'teal', data.map((week) => week.finished)),
        ],
      };
    },
    [data, createdLabel, finishedLabel, integer],
  );
  return <EChart option={option} height={height} />;
}
