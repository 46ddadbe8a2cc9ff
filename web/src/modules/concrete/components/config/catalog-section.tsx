import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../api/catalog';
import type { CatalogKind } from '../../api/keys';
import type { CatalogItem } from '../../api/types';
import { CatalogFormModal } from './catalog-form-modal';
import { CatalogTable } from './catalog-table';
import { LoadError } from './load-error';
import { useCanConfigure } from './use-can-configure';
import { useCatalogRemoval } from './use-catalog-removal';

/** One catalogue of the company (element kinds, laboratories, companies or types): its table, add, edit and delete. */
export function CatalogSection({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation('concrete-config');
  const catalog = useCatalog(kind);
  const canEdit = useCanConfigure();
  const remove = useCatalogRemoval(kind);
  // The dialog edits `item`, or creates one when it is null (kept while the dialog fades out).
  const [dialog, setDialog] = useState<{ opened: boolean; item: CatalogItem | null }>({ opened: false, item: null });
  const items = catalog.data ?? [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`concrete-${kind}-title`} data-testid={`concrete-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} maw={520}>
            <Title order={4} id={`concrete-${kind}-title`}>
              {t(`catalog.${kind}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`catalog.${kind}.intro`)}
            </Text>
          </Stack>
          {canEdit && (
            <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, item: null })} data-testid={`concrete-${kind}-new`}>
              {t(`catalog.${kind}.new`)}
            </Button>
          )}
        </Group>
        {catalog.isPending ? (
          <Group justify="center" py="md">
            <Loader color="gray" size="sm" />
          </Group>
        ) : catalog.isError ? (
          <LoadError title={t(`errors.${kind}`)} onRetry={() => void catalog.refetch()} testId={`concrete-${kind}-error`} />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md" data-testid={`concrete-${kind}-empty`}>
            {t(`catalog.${kind}.empty`)}
          </Text>
        ) : (
          <CatalogTable
            kind={kind}
            items={items}
            onEdit={canEdit ? (item) => setDialog({ opened: true, item }) : undefined}
            onDelete={canEdit ? remove : undefined}
          />
        )}
      </Stack>
      {canEdit && <CatalogFormModal kind={kind} opened={dialog.opened} item={dialog.item} onClose={() => setDialog((state) => ({ ...state, opened: false }))} />}
    </Paper>
  );
}
