import { Button, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTemplate } from '../../api/get-template';
import type { Template } from '../../api/types';
import { ImportItems } from './import-items';
import { TemplateItems } from './template-items';
import { TemplatePlans } from './template-plans';

/** One template: its items (edit, reorder, import) and its plans. */
export function TemplateDrawer({ templateId, onClose, onEdit }: { templateId: string | null; onClose: () => void; onEdit: (template: Template) => void }) {
  const { t } = useTranslation(['verifications', 'common']);
  const query = useTemplate(templateId);
  const template = query.data;
  return (
    <Drawer opened={templateId !== null} onClose={onClose} position="right" size="xl" title={template?.name ?? ''} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {query.isLoading || !template ? (
        query.isError ? <Text c="red">{query.error.message}</Text> : <Loader />
      ) : (
        <Stack gap="md" data-testid="template-drawer">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {template.value_name ? t('templates.typeIs', { name: template.value_name }) : t('templates.noType')}
            </Text>
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => onEdit(template)}>
              {t('templates.edit')}
            </Button>
          </Group>
          <Title order={4}>{t('templates.items')}</Title>
          <TemplateItems template={template} />
          <ImportItems template={template} />
          <Divider />
          <Title order={4}>{t('plans.title')}</Title>
          <TemplatePlans template={template} />
        </Stack>
      )}
    </Drawer>
  );
}
