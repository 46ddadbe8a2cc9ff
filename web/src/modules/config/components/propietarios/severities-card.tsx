import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useDeleteSeverity } from '../../api/propietarios/delete-severity';
import { useSaveSeverity } from '../../api/propietarios/save-severity';
import type { Severity } from '../../api/propietarios/types';
import { NodeNameForm } from './node-name-form';

/** The project's severity catalogue (the failures' Severidad), in its order: add, rename, delete. */
export function SeveritiesCard({ severities }: { severities: Severity[] }) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const save = useSaveSeverity();
  const remove = useDeleteSeverity();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

  const add = () => {
    if (name.trim() === '') return setError(t('validation.required'));
    save.mutate(
      { name: name.trim() },
      {
        onSuccess: (saved) => {
          setName('');
          setError(null);
          notifySuccess(t('severities.created', { name: saved.name }));
        },
        onError: (caught) => {
          if (isApiError(caught) && caught.status === 422) setError(caught.fieldError('name') ?? caught.message);
          else if (isApiError(caught) && caught.status !== 401) notifyApiError(caught);
        },
      },
    );
  };

  const confirmDelete = (severity: Severity) =>
    modals.openConfirmModal({
      title: t('severities.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('severities.deleteConfirm', { name: severity.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-severity' },
      onConfirm: () => remove.mutate(severity.id, { onSuccess: () => notifySuccess(t('severities.deleted', { name: severity.name })) }),
    });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="severities-card">
      <Stack gap="md">
        <div>
          <Title order={4}>{t('severities.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('severities.intro')}
          </Text>
        </div>
        {severities.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('severities.empty')}
          </Text>
        )}
        <Stack gap={6}>
          {severities.map((severity, index) =>
            renaming === severity.id ? (
              <NodeNameForm
                key={severity.id}
                label={t('severities.nameOf', { name: severity.name })}
                initial={severity.name}
                submitLabel={t('common:actions.save')}
                onCancel={() => setRenaming(null)}
                onSubmit={(next) => save.mutateAsync({ id: severity.id, name: next }).then(() => setRenaming(null))}
              />
            ) : (
              <Group key={severity.id} justify="space-between" wrap="nowrap" data-testid="severity-row">
                <Group gap="xs">
                  <Badge variant="light" color="gray" circle>
                    {index + 1}
                  </Badge>
                  <Text size="sm">{severity.name}</Text>
                </Group>
                <Group gap={4}>
                  <Tooltip label={t('shared.rename')}>
                    <ActionIcon variant="subtle" aria-label={t('shared.renameNamed', { name: severity.name })} onClick={() => setRenaming(severity.id)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('shared.delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('shared.deleteNamed', { name: severity.name })} onClick={() => confirmDelete(severity)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ),
          )}
        </Stack>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('severities.new')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button mt={25} leftSection={<IconPlus size={16} />} onClick={add} loading={save.isPending}>
            {t('severities.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
