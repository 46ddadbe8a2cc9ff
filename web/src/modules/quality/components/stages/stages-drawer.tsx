import { ActionIcon, Alert, Badge, Button, Drawer, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCube, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameDialog } from '@/components/ui/name-dialog';
import { notifySuccess } from '@/components/ui/notify-success';
import { useCreateStage } from '../../api/create-stage';
import { useDeleteStage } from '../../api/delete-stage';
import { useStages } from '../../api/get-stages';
import type { Stage } from '../../api/types';
import { useUpdateStage } from '../../api/update-stage';

const NAME_MAX = 120;

interface StagesDrawerProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  /** `quality.config`: create, rename and delete; without it the stages are only listed. */
  canConfigure: boolean;
}

function StageRow({ stage, canConfigure, onRename, onDelete }: { stage: Stage; canConfigure: boolean; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation('quality');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="stage-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {stage.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('stages.activities', { count: stage.activities })}
            </Text>
          </Stack>
          {canConfigure && (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('stages.rename')}>
                <ActionIcon variant="subtle" color="gray" onClick={onRename} aria-label={t('stages.renameNamed', { name: stage.name })}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('stages.delete')}>
                <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('stages.deleteNamed', { name: stage.name })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {stage.files.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('stages.noFiles')}
          </Text>
        ) : (
          <Group gap={4} wrap="wrap">
            {stage.files.map((file) => (
              <Badge key={file.file_id} variant="light" color="gray" tt="none" leftSection={<IconCube size={12} />} title={t('stages.file', { model: file.model_name, file: file.file_name })}>
                {t('stages.file', { model: file.model_name, file: file.file_name })}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Etapas": the project's stages with their activities and the IFC files assigned to each (one per model, from
 * Configuración › Modelos BIM). With `quality.config` they are created, renamed and deleted here.
 */
export function StagesDrawer({ opened, onClose, projectId, canConfigure }: StagesDrawerProps) {
  const { t } = useTranslation(['quality', 'common']);
  const stages = useStages(projectId);
  const create = useCreateStage(projectId);
  const update = useUpdateStage(projectId);
  const remove = useDeleteStage(projectId);
  // The dialog renames `stage`, or creates one when it is null.
  const [dialog, setDialog] = useState<{ opened: boolean; stage: Stage | null }>({ opened: false, stage: null });
  const validate = (value: string) => {
    const name = value.trim();
    if (!name) return t('validation.required');
    return name.length > NAME_MAX ? t('validation.maxLength', { max: NAME_MAX }) : null;
  };

  const confirmDelete = (stage: Stage) =>
    modals.openConfirmModal({
      title: t('stages.deleteTitle', { name: stage.name }),
      centered: true,
      children: <Text size="sm">{t('stages.deleteBody', { count: stage.activities, files: stage.files.length })}</Text>,
      labels: { confirm: t('stages.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'stage-delete-confirm' },
      onConfirm: () =>
        void remove.mutateAsync(stage.id).then(
          () => notifySuccess(t('stages.deleted', { name: stage.name })),
          () => undefined, // the toast already said why
        ),
    });

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('stages.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <Stack gap="md" data-testid="stages-drawer">
          <Text size="sm" c="dimmed">
            {t('stages.intro')}
          </Text>
          {canConfigure && (
            <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setDialog({ opened: true, stage: null })} w="fit-content">
              {t('stages.new')}
            </Button>
          )}
          {stages.isLoading && <Loader size="sm" color="gray" />}
          {stages.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {stages.error.message}
            </Alert>
          )}
          {stages.data?.length === 0 && <Text size="sm">{t('stages.empty')}</Text>}
          {(stages.data ?? []).map((stage) => (
            <StageRow key={stage.id} stage={stage} canConfigure={canConfigure} onRename={() => setDialog({ opened: true, stage })} onDelete={() => confirmDelete(stage)} />
          ))}
        </Stack>
      </Drawer>
      <NameDialog
        opened={dialog.opened}
        onClose={() => setDialog((state) => ({ ...state, opened: false }))}
        title={dialog.stage ? t('stages.renameTitle', { name: dialog.stage.name }) : t('stages.new')}
        label={t('stages.name')}
        hint={t('stages.nameHint', { max: NAME_MAX })}
        initialName={dialog.stage?.name ?? ''}
        submitLabel={dialog.stage ? t('common:actions.save') : t('stages.create')}
        validate={validate}
        onSubmit={async (name) => {
          if (dialog.stage) await update.mutateAsync({ id: dialog.stage.id, name });
          else await create.mutateAsync(name);
          notifySuccess(dialog.stage ? t('stages.renamed', { name }) : t('stages.created', { name }));
        }}
        testId="stage-name-form"
      />
    </>
  );
}
