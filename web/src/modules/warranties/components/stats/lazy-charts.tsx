import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { CountBarsProps, CountDonutProps, WeeksBarsProps } from './charts';

// One chunk for the three drawings and echarts (large): loaded by the first chart a screen shows.
const load = () => import('./charts');
const Bars = lazyPage<CountBarsProps>(() => load().then((module) => ({ default: module.CountBars })));
const Donut = lazyPage<CountDonutProps>(() => load().then((module) => ({ default: module.CountDonut })));
const Weeks = lazyPage<WeeksBarsProps>(() => load().then((module) => ({ default: module.WeeksBars })));

/** While the chunk loads: a grey block of the chart's size, so nothing jumps when it arrives. */
const placeholder = (height: number) => <Skeleton h={height} radius="md" animate={false} />;

export function CountBarsChart(props: CountBarsProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Bars {...props} />
    </Suspense>
  );
}

export const DONUT_HEIGHT = 168;

export function CountDonutChart(props: Omit<CountDonutProps, 'size'>) {
  return (
    <Suspense fallback={placeholder(DONUT_HEIGHT)}>
      <Donut {...props} size={DONUT_HEIGHT} />
    </Suspense>
  );
}

export function WeeksBarsChart(props: WeeksBarsProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Weeks {...props} />
    </Suspense>
  );
}

export type { ChartDatum } from './charts';
