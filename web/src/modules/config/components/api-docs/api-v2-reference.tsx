import { Alert, Anchor, Group, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { useOpenApi } from '../../api/api-docs/get-openapi';
import { MethodBadge } from './method-badge';
import { filterDocument, groupsOf } from './openapi';
import { API_V2_BASE } from './reference-nav';
import { useTagLabel } from './use-tag-label';

/**
 * Scalar validates with Zod, which probes `new Function('')` once to choose compiled parsers. The product's CSP
 * refuses it (no 'unsafe-eval'), and although Zod catches the refusal the browser reports a violation; Zod's
 * `jitless` (its global config lives on globalThis) skips the probe. Set before Scalar's chunk is evaluated.
 */
function zodWithoutEval(): void {
  const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
  // In place: a Zod already loaded holds this very object.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}

// Scalar is a chunk of its own, fetched the first time a reference is shown.
const ReferenceRenderer = lazyPage(() => {
  zodWithoutEval();
  return import('./reference-renderer');
});

/** One group (`subgroup` = `all`) or one operation of the API v2, drawn by the renderer from a cut-down document. */
export function ApiV2Reference({ group, subgroup }: { group: string; subgroup: string }) {
  const { t, i18n } = useTranslation('config-api-docs');
  const tagLabel = useTagLabel();
  const dark = useComputedColorScheme('light') === 'dark';
  const openApi = useOpenApi();
  const doc = openApi.data;
  const found = useMemo(() => {
    const entry = doc ? groupsOf(doc).find((candidate) => candidate.tag === group) : undefined;
    const operation = entry?.operations.find((candidate) => candidate.id === subgroup);
    if (!doc || !entry || (subgroup !== 'all' && !operation)) return null;
    return { entry, operation, filtered: filterDocument(doc, group, subgroup) };
  }, [doc, group, subgroup]);

  if (!doc) return openApi.isError ? null : <PageLoader />;
  if (!found) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={t('reference.notFound')} data-testid="api-reference-not-found">
        <Anchor component={Link} to={`${API_V2_BASE}/introduction`} size="sm">
          {t('reference.backToIntroduction')}
        </Anchor>
      </Alert>
    );
  }
  const { entry, operation, filtered } = found;
  return (
    <Stack gap="md" data-testid="api-reference" data-group={group} data-subgroup={subgroup}>
      {operation ? (
        <Group gap="xs" wrap="nowrap">
          <MethodBadge method={operation.method} />
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="api-reference-path">
            {operation.path}
          </Text>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {`· ${tagLabel(entry.tag)}`}
          </Text>
        </Group>
      ) : (
        <div>
          <Title order={4}>{tagLabel(entry.tag)}</Title>
          <Text size="sm" c="dimmed">
            {t('reference.wholeGroup', { count: entry.operations.length })}
          </Text>
        </div>
      )}
      <Suspense fallback={<PageLoader />}>
        <ReferenceRenderer document={filtered} dark={dark} origin={window.location.origin} locale={i18n.language} single={operation !== undefined} />
      </Suspense>
    </Stack>
  );
}
