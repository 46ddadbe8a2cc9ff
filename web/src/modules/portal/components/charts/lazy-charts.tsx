import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './portal-charts';

// One chunk for both drawings and echarts, fetched by the first chart the home shows.
const load = () => import('./portal-charts');
const Bars = lazy(() => load().then((module) => ({ default: module.StatusBars })));
const Ring = lazy(() => load().then((module) => ({ default: module.VisitsRing })));

const placeholder = (height: number) => <Skeleton h={height} radius="md" animate={false} />;

export function StatusBarsChart(props: ChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Bars {...props} />
    </Suspense>
  );
}

export function VisitsRingChart(props: ChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Ring {...props} />
    </Suspense>
  );
}

export type { ChartDatum } from './portal-charts';
