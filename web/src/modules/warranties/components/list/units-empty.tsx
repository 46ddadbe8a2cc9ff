import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFilterOff, IconHomeSearch, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface UnitsEmptyProps {
  /** Filters hide every unit (the project does have some). */
  filtered: boolean;
  onClearFilters: () => void;
  onCreate?: () => void;
  onImport?: () => void;
}

/** No unit to show: either the project has none yet (create or import them), or the filters leave none. */
export function UnitsEmpty({ filtered, onClearFilters, onCreate, onImport }: UnitsEmptyProps) {
  const { t } = useTranslation('warranties-units');
  return (
    <Stack align="center" gap="sm" p="xl" maw={460} mx="auto" ta="center" data-testid="units-empty" style={{ pointerEvents: 'all' }}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconHomeSearch size={30} />
      </ThemeIcon>
      <Title order={4}>{filtered ? t('empty.filteredTitle') : t('empty.title')}</Title>
      <Text size="sm" c="dimmed">
        {filtered ? t('empty.filtered') : t('empty.description')}
      </Text>
      <Group gap="sm" justify="center">
        {filtered ? (
          <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        ) : (
          <>
            {onImport && (
              <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={onImport}>
                {t('import.open')}
              </Button>
            )}
            {onCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
                {t('create.open')}
              </Button>
            )}
          </>
        )}
      </Group>
    </Stack>
  );
}
