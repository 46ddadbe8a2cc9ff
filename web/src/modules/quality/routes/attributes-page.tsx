import { Button, EmptyState, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconPlus, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { NameDialog } from '@/components/ui/name-dialog';
import { StatusPage } from '@/components/ui/status-page';
import { useAttributes } from '../api/get-attributes';
import { AttributeCard } from '../components/attributes/attribute-card';
import { useAttributeDialogs } from '../components/attributes/use-attribute-dialogs';
import { ValueImportModal } from '../components/value-import/value-import-modal';

/**
 * `/config/calidad/attributes`: the company's attributes of activities and their values; values in use are
 * deprecated rather than deleted. Values are also imported from a spreadsheet in three steps.
 */
export default function QualityAttributesPage() {
  useHelpKey('quality.attributes');
  const { t } = useTranslation(['quality', 'common']);
  const attributes = useAttributes();
  const dialogs = useAttributeDialogs();
  const [importing, setImporting] = useState(false);
  const list = attributes.data ?? [];

  const actions = (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)} data-testid="open-value-import">
        {t('attributes.import')}
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => dialogs.open({ kind: 'newAttribute' })} data-testid="new-attribute">
        {t('attributes.new')}
      </Button>
    </>
  );

  return (
    <Stack gap="lg" data-testid="quality-attributes-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={3}>{t('attributes.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('attributes.intro')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      </Group>
      {attributes.isLoading ? (
        <Group justify="center" py="xl">
          <Loader color="gray" />
        </Group>
      ) : attributes.isError ? (
        <StatusPage
          icon={<IconAlertTriangle size={36} />}
          color="red"
          title={t('errors.attributesTitle')}
          description={attributes.error.message}
          actions={<Button onClick={() => void attributes.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : list.length === 0 ? (
        <EmptyState variant="light" color="gray" py="xl" icon={<IconTags size={28} />} title={t('attributes.emptyTitle')} description={t('attributes.empty')} data-testid="attributes-empty">
          <EmptyState.Actions>{actions}</EmptyState.Actions>
        </EmptyState>
      ) : (
        // Two columns only when the section itself is wide (the configuration menu and the help panel take room).
        <SimpleGrid type="container" cols={{ base: 1, '760px': 2 }} spacing="md">
          {list.map((attribute) => (
            <AttributeCard
              key={attribute.id}
              attribute={attribute}
              onRename={() => dialogs.open({ kind: 'renameAttribute', attribute })}
              onDelete={() => dialogs.removeAttribute(attribute)}
              onAddValue={() => dialogs.open({ kind: 'newValue', attribute })}
              onValue={dialogs.onValue}
            />
          ))}
        </SimpleGrid>
      )}
      <NameDialog {...dialogs.dialog} />
      <ValueImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
