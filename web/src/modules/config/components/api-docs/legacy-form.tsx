import { Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';
import { CopyField } from './copy-field';
import { LegacyParams } from './legacy-params';
import { isComplete, v1Url, v2Url, type ParamValues } from './legacy-urls';
import { groupsOf, type OpenApiDocument, type OperationEntry } from './openapi';
import { TryResultView } from './try-result';
import { useTagLabel } from './use-tag-label';
import { useTryRequest } from './use-try-request';

const DEFAULT_OPERATION = 'get_me';

/** The GETs under `/api` (what v1 dispatches to; not the browser's sign-in routes), grouped by tag for the picker. */
function getsOf(doc: OpenApiDocument) {
  return groupsOf(doc)
    .map((group) => ({ tag: group.tag, operations: group.operations.filter((entry) => entry.method === 'get' && entry.path.startsWith('/api/')) }))
    .filter((group) => group.operations.length > 0);
}

/** The values a fresh operation starts with: the active project where it takes one. */
function initialValues(entry: OperationEntry | undefined, projectId: string | null | undefined): ParamValues {
  const takesProject = entry?.parameters.some((parameter) => parameter.name === 'projectId');
  return takesProject && projectId ? { projectId } : {};
}

/** The v1 form: pick a GET, fill its parameters, copy its v1 and v2 addresses, and try it with the current session. */
export function LegacyForm({ doc }: { doc: OpenApiDocument }) {
  const { t } = useTranslation('config-api-docs');
  const tagLabel = useTagLabel();
  const me = useMe();
  const groups = useMemo(() => getsOf(doc), [doc]);
  const entries = useMemo(() => groups.flatMap((group) => group.operations), [groups]);
  const [selected, setSelected] = useState(() => (entries.some((entry) => entry.id === DEFAULT_OPERATION) ? DEFAULT_OPERATION : (entries[0]?.id ?? '')));
  const entry = entries.find((candidate) => candidate.id === selected);
  const [values, setValues] = useState<ParamValues>(() => initialValues(entry, me.active_project_id));
  const attempt = useTryRequest();

  const choose = (id: string | null) => {
    if (!id) return;
    setSelected(id);
    setValues(initialValues(entries.find((candidate) => candidate.id === id), me.active_project_id));
    attempt.reset();
  };
  const origin = window.location.origin;
  const data = groups.map((group) => ({
    group: tagLabel(group.tag),
    items: group.operations.map((operation) => ({ value: operation.id, label: `${operation.path.replace(/^\/api/, '')} · ${operation.summary}` })),
  }));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="api-v1-form">
      <Stack gap="md">
        <Title order={4}>{t('v1.form.title')}</Title>
        <Select label={t('v1.form.operation')} data={data} value={selected} onChange={choose} searchable nothingFoundMessage={t('v1.form.nothingFound')} maxDropdownHeight={320} data-testid="api-v1-operation" />
        {entry && (
          <>
            <LegacyParams parameters={entry.parameters} values={values} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
            <CopyField label={t('v1.form.v1Url')} value={v1Url(origin, entry, values)} testId="api-v1-url" />
            <CopyField label={t('v1.form.v2Url')} value={v2Url(origin, entry, values)} testId="api-v2-url" />
            <Group>
              <Button leftSection={<IconPlayerPlay size={16} />} loading={attempt.state.kind === 'running'} disabled={!isComplete(entry, values)} onClick={() => void attempt.run(v1Url(origin, entry, values))} data-testid="api-v1-try">
                {t('v1.form.try')}
              </Button>
            </Group>
            <TryResultView state={attempt.state} />
          </>
        )}
      </Stack>
    </Card>
  );
}
