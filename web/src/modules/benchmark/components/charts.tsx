/**
 * The benchmark's drawings, in a chunk of their own with echarts (bars, scatter marks, the grid, the tooltip and the
 * legend only). Import it only through `lazy-charts.tsx`.
 */
import { BarChart, ScatterChart, type BarSeriesOption, type ScatterSeriesOption } from 'echarts/charts';
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
import type { ChartPalette } from '@/components/charts/chart-palette';
import { EChart } from '@/components/charts/echart';
import { OWN_COLOR, PEERS_COLOR, type FamilyRow, type RangeData } from './benchmark-series';

registerEcharts([BarChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent]);

type Option = ComposeOption<BarSeriesOption | ScatterSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export interface RangeChartProps {
  data: RangeData;
  labels: { own: string; median: string; band: string };
  format: (value: number) => string;
  height: number;
}

/**
 * One metric on a line: the sector's middle half (p25–p75) as a band, its median as a bar across it and the company's
 * figure as a diamond, on an axis from zero. Without the sector, the diamond alone.
 */
export function RangeChart({ data, labels, format, height }: RangeChartProps) {
  const option = useCallback(
    (palette: ChartPalette): Option => {
      const peers = palette.color(PEERS_COLOR, palette.scheme === 'dark' ? 4 : 6);
      const own = palette.color(OWN_COLOR, palette.scheme === 'dark' ? 4 : 7);
      const value = (raw: unknown) => (typeof raw === 'number' ? format(raw) : '');
      const band = data.band;
      return {
        // No legend: the figures under the chart carry the same keys, in the same colours.
        grid: { left: 8, right: 16, top: 22, bottom: 4, containLabel: true },
        tooltip: { trigger: 'item', confine: true, valueFormatter: value },
        xAxis: { type: 'value', min: 0, max: data.max, axisLabel: { formatter: value } },
        yAxis: { type: 'category', data: [''], show: false },
        series: [
          // A transparent bar up to p25, and the band from p25 to p75 stacked on it.
          { type: 'bar', stack: 'band', silent: true, barWidth: 22, itemStyle: { color: 'transparent' }, data: band ? [band[0]] : [] },
          {
            type: 'bar',
            stack: 'band',
            name: labels.band,
            barWidth: 22,
            itemStyle: { color: peers, opacity: 0.25, borderRadius: 6 },
            tooltip: { formatter: () => (band ? `${labels.band}: ${value(band[0])} – ${value(band[1])}` : '') },
            data: band ? [band[1] - band[0]] : [],
          },
          {
            type: 'scatter',
            name: labels.median,
            symbol: 'rect',
            symbolSize: [4, 30],
            itemStyle: { color: peers },
            data: data.median === null ? [] : [[data.median, 0]],
          },
          {
            type: 'scatter',
            name: labels.own,
            symbol: 'diamond',
            symbolSize: 20,
            z: 5,
            itemStyle: { color: own, borderColor: palette.body, borderWidth: 2 },
            label: { show: true, position: 'top', distance: 4, color: palette.text, fontWeight: 'bold', fontSize: 12, formatter: ({ value: point }) => value((point as number[])[0]) },
            data: data.own === null ? [] : [[data.own, 0]],
          },
        ],
      };
    },
    [data, labels, format],
  );
  return <EChart option={option} height={height} />;
}

export interface FamilyBarsProps {
  rows: FamilyRow[];
  labels: { own: string; peers: string };
  /** A family's name as the language says it. */
  name: (family: string) => string;
  /** A percentage (42) as the language writes it. */
  percent: (value: number) => string;
  height: number;
}

/** The share of failures in each family, the company's bar beside the sector's, one family per row. */
export function FamilyBars({ rows, labels, name, percent, height }: FamilyBarsProps) {
  const option = useCallback(
    (palette: ChartPalette): Option => {
      const value = (raw: unknown) => (typeof raw === 'number' ? percent(raw) : '—');
      const series = (label: string, color: string, values: (number | null)[]): BarSeriesOption => ({
        type: 'bar',
        name: label,
        barMaxWidth: 16,
        barGap: '20%',
        itemStyle: { color, borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', color: palette.dimmed, fontSize: 11, formatter: ({ value: raw }) => value(raw) },
        data: values.map((entry) => entry ?? '-'),
      });
      return {
        // Only the series with figures (the sector's are withheld under five companies).
        legend: {
          top: 0,
          left: 0,
          icon: 'circle',
          itemWidth: 10,
          itemHeight: 10,
          selectedMode: false,
          data: [labels.own, labels.peers].filter((_, index) => rows.some((row) => (index === 0 ? row.own : row.peers) !== null)),
        },
        grid: { left: 4, right: 48, top: 32, bottom: 4, containLabel: true },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, valueFormatter: value },
        xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: (raw: number) => percent(raw) } },
        yAxis: { type: 'category', inverse: true, data: rows.map((row) => name(row.family)), axisLabel: { width: 130, overflow: 'truncate' } },
        series: [
          series(labels.own, palette.color(OWN_COLOR, palette.scheme === 'dark' ? 4 : 7), rows.map((row) => row.own)),
          series(labels.peers, palette.color(PEERS_COLOR, palette.scheme === 'dark' ? 4 : 6), rows.map((row) => row.peers)),
        ],
      };
    },
    [rows, labels, name, percent],
  );
  return <EChart option={option} height={height} />;
}
