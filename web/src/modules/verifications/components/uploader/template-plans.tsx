import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import { deletePlan, uploadPlans, usePlanMutation } from '../../api/plans';
import type { Template } from '../../api/types';

/** A template's plans (PDF, PNG or JPEG): download, delete, upload up to ten at a time. */
export function TemplatePlans({ template }: { template: Template }) {
  const { t, i18n } = useTranslation('verifications');
  const upload = usePlanMutation(uploadPlans);
  const remove = usePlanMutation(deletePlan);
  return (
    <Stack gap="xs" data-testid="template-plans">
      {template.plans.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('plans.empty')}
        </Text>
      )}
      {template.plans.map((plan) => (
        <Group key={plan.id} justify="space-between" wrap="nowrap">
          <Anchor href={plan.url} size="sm" download>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} />
              {plan.name}
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatBytes(plan.size, i18n.language)}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={t('plans.delete', { name: plan.name })} onClick={() => remove.mutate(plan.id)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <Group>
        <FileButton multiple accept="application/pdf,image/png,image/jpeg" onChange={(files) => files.length > 0 && upload.mutate({ templateId: template.id, files: files.slice(0, 10) })}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={upload.isPending}>
              {t('plans.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
