import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { useCreateNode } from '../../api/propietarios/create-node';
import { exportUrl, useUnitType } from '../../api/propietarios/get-unit-type';
import type { Severity } from '../../api/propietarios/types';
import { ChecklistNode } from './checklist-node';
import { ImportChecklistModal } from './import-checklist-modal';
import { NodeNameForm } from './node-name-form';

/**
 * The checklist of one unit type as a tree the revision walks: areas (Recinto) → places (Lugar) → items (Ítem) →
 * issues (Falla, with a default Severidad). Each level is added, renamed and deleted in place; the whole list goes
 * out and comes in as an .xlsx.
 */
export function ChecklistEditor({ unitTypeId, severities }: { unitTypeId: string; severities: Severity[] }) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const unitType = useUnitType(unitTypeId);
  const create = useCreateNode();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  if (!unitType.data) return <PageLoader />;
  const { tree, name } = unitType.data;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="checklist-editor">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={4}>{t('checklist.title', { name })}</Title>
            <Text size="sm" c="dimmed">
              {t('checklist.intro')}
            </Text>
          </div>
          <Group gap="sm">
            <Button component="a" href={exportUrl(unitTypeId)} download variant="default" leftSection={<IconDownload size={16} />} data-testid="export-checklist">
              {t('checklist.export')}
            </Button>
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              {t('checklist.import')}
            </Button>
          </Group>
        </Group>
        {tree.length === 0 && !adding && (
          <Text size="sm" c="dimmed" data-testid="checklist-empty">
            {t('checklist.empty')}
          </Text>
        )}
        <Stack gap={6} data-testid="checklist-tree">
          {tree.map((node) => (
            <ChecklistNode key={node.id} unitTypeId={unitTypeId} node={node} severities={severities} />
          ))}
        </Stack>
        {adding ? (
          <NodeNameForm
            label={t('checklist.newArea')}
            submitLabel={t('checklist.addShort')}
            onCancel={() => setAdding(false)}
            onSubmit={(area) => create.mutateAsync({ unitTypeId, name: area }).then(() => setAdding(false))}
          />
        ) : (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('checklist.add.area')}
            </Button>
          </Group>
        )}
      </Stack>
      <ImportChecklistModal unitTypeId={unitTypeId} unitTypeName={name} opened={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
