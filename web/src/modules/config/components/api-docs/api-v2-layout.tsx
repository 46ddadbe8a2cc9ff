import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenApi } from '../../api/api-docs/get-openapi';
import { LoadError } from './load-error';
import { groupsOf } from './openapi';
import { ReferenceNav } from './reference-nav';

/** The API v2 screens: the groups and their operations on the left, the introduction or the reference on the right. */
export function ApiV2Layout({ group, subgroup, children }: { group?: string; subgroup?: string; children: ReactNode }) {
  const openApi = useOpenApi();
  const groups = openApi.data ? groupsOf(openApi.data) : [];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
        <Paper withBorder radius="md" p="xs">
          {openApi.isError ? (
            <LoadError onRetry={() => void openApi.refetch()} />
          ) : !openApi.data ? (
            <Stack gap="xs" p="xs" data-testid="api-reference-nav-loading">
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} height={28} radius="sm" />
              ))}
            </Stack>
          ) : (
            <ReferenceNav groups={groups} group={group} subgroup={subgroup} />
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8, xl: 9 }} miw={0}>
        {children}
      </Grid.Col>
    </Grid>
  );
}
