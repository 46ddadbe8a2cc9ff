import { ActionIcon, Badge, Box, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useCreateNode } from '../../api/propietarios/create-node';
import { useDeleteNode } from '../../api/propietarios/delete-node';
import type { ChecklistNode as Node, Severity } from '../../api/propietarios/types';
import { useUpdateNode } from '../../api/propietarios/update-node';
import { CHILD_LEVEL, LEVEL_COLORS } from './checklist-levels';
import { NodeNameForm } from './node-name-form';

interface ChecklistNodeProps {
  unitTypeId: string;
  node: Node;
  severities: Severity[];
}

/** A severity picker for an issue (its default severity on a revision's failure). */
function SeveritySelect({ label, value, severities, onChange }: { label: string; value: string | null; severities: Severity[]; onChange: (id: string | null) => void }) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      size="xs"
      w={150}
      clearable
      data={severities.map((severity) => ({ value: severity.id, label: severity.name }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** One node of the tree with its rename, delete and add-a-child controls, and its children below it. */
export function ChecklistNode({ unitTypeId, node, severities }: ChecklistNodeProps) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const create = useCreateNode();
  const update = useUpdateNode();
  const remove = useDeleteNode();
  const [mode, setMode] = useState<'idle' | 'rename' | 'add'>('idle');
  const [childSeverity, setChildSeverity] = useState<string | null>(null);
  const childLevel = CHILD_LEVEL[node.level];
  const level = t(`levels.${node.level}`);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('checklist.deleteTitle', { level }),
      centered: true,
      children: <Text size="sm">{t(node.children.length > 0 ? 'checklist.deleteWithChildren' : 'checklist.deleteConfirm', { name: node.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-node' },
      onConfirm: () => remove.mutate(node.id, { onSuccess: () => notifySuccess(t('checklist.deleted', { name: node.name })) }),
    });

  return (
    <Stack gap={4} data-testid="checklist-node" data-level={node.level}>
      {mode === 'rename' ? (
        <NodeNameForm
          label={t('checklist.nameOf', { name: node.name })}
          initial={node.name}
          submitLabel={t('common:actions.save')}
          onCancel={() => setMode('idle')}
          onSubmit={(name) => update.mutateAsync({ id: node.id, name, severity_id: node.severity_id ?? null }).then(() => setMode('idle'))}
        />
      ) : (
        <Group gap="xs" wrap="nowrap" justify="space-between" style={{ borderRadius: 6 }} px={4} className="checklist-row">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge size="xs" variant="light" color={LEVEL_COLORS[node.level]} tt="none" miw={56}>
              {level}
            </Badge>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {node.name}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {node.level === 'issue' && (
              <SeveritySelect
                label={t('checklist.severityOf', { name: node.name })}
                value={node.severity_id ?? null}
                severities={severities}
                onChange={(severity_id) => update.mutate({ id: node.id, name: node.name, severity_id })}
              />
            )}
            {childLevel && (
              <Tooltip label={t(`checklist.add.${childLevel}`)}>
                <ActionIcon variant="subtle" aria-label={t(`checklist.addTo.${childLevel}`, { name: node.name })} onClick={() => setMode('add')}>
                  <IconPlus size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('shared.rename')}>
              <ActionIcon variant="subtle" aria-label={t('shared.renameNamed', { name: node.name })} onClick={() => setMode('rename')}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('shared.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('shared.deleteNamed', { name: node.name })} onClick={confirmDelete}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      )}
      {(node.children.length > 0 || mode === 'add') && (
        <Box pl="lg" ml={6} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
          <Stack gap={4}>
            {node.children.map((child) => (
              <ChecklistNode key={child.id} unitTypeId={unitTypeId} node={child} severities={severities} />
            ))}
            {mode === 'add' && childLevel && (
              <NodeNameForm
                label={t(`checklist.newIn.${childLevel}`, { name: node.name })}
                submitLabel={t('checklist.addShort')}
                extra={
                  childLevel === 'issue' ? (
                    <SeveritySelect label={t('checklist.severity')} value={childSeverity} severities={severities} onChange={setChildSeverity} />
                  ) : undefined
                }
                onCancel={() => setMode('idle')}
                onSubmit={(name) =>
                  create.mutateAsync({ unitTypeId, parent_id: node.id, name, severity_id: childLevel === 'issue' ? childSeverity : null }).then(() => {
                    setMode('idle');
                    setChildSeverity(null);
                  })
                }
              />
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
