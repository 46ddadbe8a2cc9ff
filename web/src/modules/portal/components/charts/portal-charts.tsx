/**
 * The home's two drawings, in a chunk of their own with echarts (bars, a ring, the grid and the tooltip only):
 * the home shows its tables at once and the charts when this chunk arrives. Import it only through lazy-charts.tsx.
 */
import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import { use as registerEcharts, type ComposeOption } from 'echarts/core';
import { useCallback } from 'react';
import type { ChartPalette } from '@/components/charts/chart-palette';
import { EChart } from '@/components/charts/echart';

registerEcharts([BarChart, PieChart, GridComponent, TooltipComponent]);

type Option = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface ChartDatum {
  name: string;
  value: number;
  /** A Mantine colour name. */
  color: string;
}

export interface ChartProps {
  data: ChartDatum[];
  height: number;
}

/** Columns, one per status, each in its badge's colour, with its count on top. */
export function StatusBars({ data, height }: ChartProps) {
  const option = useCallback(
    (palette: ChartPalette): Option => ({
      grid: { left: 8, right: 8, top: 24, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
      xAxis: { type: 'category', data: data.map((datum) => datum.name), axisLabel: { interval: 0, fontSize: 10, width: 58, overflow: 'break', lineHeight: 12 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          barMaxWidth: 36,
          data: data.map((datum) => ({ value: datum.value, itemStyle: { color: palette.color(datum.color), borderRadius: [4, 4, 0, 0] } })),
          label: { show: true, position: 'top', color: palette.text },
        },
      ],
    }),
    [data],
  );
  return <EChart option={option} height={height} />;
}

/** A ring of the visits' answers. */
export function VisitsRing({ data, height }: ChartProps) {
  const option = useCallback(
    (palette: ChartPalette): Option => ({
      tooltip: { trigger: 'item', confine: true },
      series: [
        {
          type: 'pie',
          radius: ['55%', '85%'],
          avoidLabelOverlap: true,
          label: { show: false },
          itemStyle: { borderColor: palette.body, borderWidth: 2 },
          data: data.map((datum) => ({ name: datum.name, value: datum.value, itemStyle: { color: palette.color(datum.color) } })),
        },
      ],
    }),
    [data],
  );
  return <EChart option={option} height={height} />;
}
