import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  /** The record's name, for the buttons' accessible names ("Editar «Postventa»"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Extra buttons before edit and delete. */
  children?: ReactNode;
}

/** Edit and delete buttons at the end of a configuration row. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation('config-cmanagement');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      <Tooltip label={t('shared.edit')}>
        <ActionIcon variant="subtle" aria-label={t('shared.editNamed', { name })} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('shared.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('shared.deleteNamed', { name })} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
