import { Paper, Skeleton, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useOpenApi } from '../../api/api-docs/get-openapi';
import classes from './api-v2-layout.module.css';
import { LoadError } from './load-error';
import { groupsOf } from './openapi';
import { ReferenceNav } from './reference-nav';
import { ReferencePicker } from './reference-picker';

/**
 * Below this width of the configuration column (the app's side panels come and go, so the column decides, not the
 * window) the list of groups would squeeze the reference: two selects above it take its place.
 */
export const WIDE_LAYOUT = 760;

/** The API v2 screens: the groups and their operations on the left, the introduction or the reference on the right. */
export function ApiV2Layout({ group, subgroup, children }: { group?: string; subgroup?: string; children: ReactNode }) {
  const openApi = useOpenApi();
  const { ref, width } = useElementSize();
  const wide = width >= WIDE_LAYOUT;
  const groups = openApi.data ? groupsOf(openApi.data) : [];
  const navigation = openApi.isError ? (
    <LoadError onRetry={() => void openApi.refetch()} />
  ) : !openApi.data ? (
    <Stack gap="xs" p="xs" data-testid="api-reference-nav-loading">
      {Array.from({ length: wide ? 8 : 1 }, (_, index) => (
        <Skeleton key={index} height={28} radius="sm" />
      ))}
    </Stack>
  ) : wide ? (
    <ReferenceNav groups={groups} group={group} subgroup={subgroup} scrollClassName={classes.navScroll} />
  ) : (
    <ReferencePicker groups={groups} group={group} subgroup={subgroup} />
  );
  return (
    <div ref={ref} className={wide ? classes.wide : classes.narrow}>
      {wide ? (
        <Paper withBorder radius="md" p="xs" className={classes.nav}>
          {navigation}
        </Paper>
      ) : (
        navigation
      )}
      <div className={classes.content}>{children}</div>
    </div>
  );
}
