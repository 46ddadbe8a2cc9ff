import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { ActivityChartProps, ModulesChartProps } from './charts';

// One chunk for both drawings and echarts (large): loaded by the first chart the dashboard shows.
const load = () => import('./charts');
const Activity = lazyPage<ActivityChartProps>(() => load().then((module) => ({ default: module.ActivityChart })));
const Modules = lazyPage<ModulesChartProps>(() => load().then((module) => ({ default: module.ModulesChart })));

/** While the chunk loads: a grey block of the chart's size, so nothing jumps when it arrives. */
const placeholder = (height: number) => <Skeleton h={height} radius="md" animate={false} />;

export function ActivityChartLazy(props: ActivityChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Activity {...props} />
    </Suspense>
  );
}

export function ModulesChartLazy(props: ModulesChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Modules {...props} />
    </Suspense>
  );
}
