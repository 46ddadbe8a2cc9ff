import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconMessageReport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RequestsEmptyProps {
  /** Filters hide every request (the project does have some). */
  filtered: boolean;
  onClearFilters: () => void;
  onCreate?: () => void;
  /** The unit's own list: says so instead of the project's. */
  unit?: boolean;
}

/** No request to show: the project (or the unit) has none yet, or the filters leave none. */
export function RequestsEmpty({ filtered, onClearFilters, onCreate, unit = false }: RequestsEmptyProps) {
  const { t } = useTranslation('warranties-requests');
  return (
    <Stack align="center" gap="sm" p="xl" maw={480} mx="auto" ta="center" data-testid="requests-empty" style={{ pointerEvents: 'all' }}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconMessageReport size={30} />
      </ThemeIcon>
      <Title order={4}>{filtered ? t('empty.filteredTitle') : unit ? t('empty.unitTitle') : t('empty.title')}</Title>
      <Text size="sm" c="dimmed">
        {filtered ? t('empty.filtered') : unit ? t('empty.unit') : t('empty.description')}
      </Text>
      <Group gap="sm" justify="center">
        {filtered ? (
          <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : (
          onCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              {t('create.open')}
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}
