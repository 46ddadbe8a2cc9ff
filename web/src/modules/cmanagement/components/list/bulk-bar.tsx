import { Button, CloseButton, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const BULK_KINDS = ['responsible', 'priority', 'category', 'postpone', 'resume', 'finish', 'reopen', 'open'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

interface BulkBarProps {
  count: number;
  onAction: (kind: BulkKind) => void;
  onClear: () => void;
}

/** What can be done with the selected tickets at once (POST /tickets/bulk). */
export function BulkBar({ count, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('cmanagement-tickets');
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)" data-testid="ticket-bulk-bar">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <CloseButton aria-label={t('bulk.clear')} onClick={onClear} />
          <Text size="sm" fw={600}>
            {t('bulk.count', { count })}
          </Text>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" rightSection={<IconChevronDown size={14} />}>
              {t('bulk.open')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {BULK_KINDS.map((kind) => (
              <Menu.Item key={kind} onClick={() => onAction(kind)}>
                {t(`bulk.kinds.${kind}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
