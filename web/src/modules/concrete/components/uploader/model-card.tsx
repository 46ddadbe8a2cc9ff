import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCube, IconEye, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/lib/session';
import type { BimModel } from '@/modules/bim';
import { FileRow } from './file-row';
import { viewerPath } from './viewer-path';

/**
 * The project's Concrete model: its name and code, its IFC files with their processing, the elements indexed, and
 * the ways to see it (the advance in BIM, the plain viewer) and to manage its files in Configuración › Modelos BIM.
 */
export function ModelCard({ model }: { model: BimModel }) {
  const { t, i18n } = useTranslation('concrete-uploader');
  const me = useMe();
  const viewer = viewerPath(me, model.id);
  const available = model.files.filter((file) => file.state === 'available');
  const elements = available.reduce((sum, file) => sum + file.elements, 0);
  const manage = `/config/projects/models?project=${encodeURIComponent(model.project_id)}&model=${encodeURIComponent(model.id)}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="concrete-uploader-model" data-model-id={model.id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <IconCube size={20} aria-hidden />
              <Title order={3} size="h4">
                {model.model_name}
              </Title>
              <Badge variant="light" color="blue" tt="none">
                {t('card.concrete')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('card.code', { code: model.model_id })}
            </Text>
            {available.length > 0 && (
              <Text size="sm" data-testid="concrete-uploader-elements" data-count={elements}>
                {t('card.elements', { count: elements, formatted: new Intl.NumberFormat(i18n.language).format(elements) })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button component={Link} to="/concrete/advanceBim" variant="light" leftSection={<IconCube size={16} />} disabled={available.length === 0}>
              {t('card.advance')}
            </Button>
            {viewer && (
              <Button component={Link} to={viewer} variant="light" leftSection={<IconEye size={16} />} data-testid="concrete-uploader-open">
                {t('card.open')}
              </Button>
            )}
            <Button component={Link} to={manage} leftSection={<IconSettings size={16} />} data-testid="concrete-uploader-manage">
              {t('card.manage')}
            </Button>
          </Group>
        </Group>
        {model.files.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="concrete-uploader-no-files">
            {t('card.noFiles')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder aria-label={t('card.files')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('card.file')}</Table.Th>
                  <Table.Th>{t('card.state')}</Table.Th>
                  <Table.Th ta="right">{t('card.fileElements')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {model.files.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          {t('card.oneModel')}
        </Text>
      </Stack>
    </Paper>
  );
}
