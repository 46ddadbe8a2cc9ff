import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { FamilyBarsProps, RangeChartProps } from './charts';

// One chunk for the drawings and echarts (large): loaded by the first chart the screen shows.
const load = () => import('./charts');
const Range = lazyPage<RangeChartProps>(() => load().then((module) => ({ default: module.RangeChart })));
const Families = lazyPage<FamilyBarsProps>(() => load().then((module) => ({ default: module.FamilyBars })));

/** While the chunk loads: a grey block of the chart's size, so nothing jumps when it arrives. */
const placeholder = (height: number) => <Skeleton h={height} radius="md" animate={false} />;

export function RangeChartLazy(props: RangeChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Range {...props} />
    </Suspense>
  );
}

export function FamilyBarsLazy(props: FamilyBarsProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Families {...props} />
    </Suspense>
  );
}
