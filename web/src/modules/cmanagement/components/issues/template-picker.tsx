import { Button, Group, Select } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useApplyTemplate } from '../../api/apply-template';
import type { NamedRef } from '../../api/types';
import { toOptions } from '../ticket/options';

/** "Aplicar plantilla": adds a template's tasks to the ticket (due dates counted from today). */
export function TemplatePicker({ ticketId, templates }: { ticketId: string; templates: NamedRef[] }) {
  const { t } = useTranslation('cmanagement-tickets');
  const apply = useApplyTemplate(ticketId);
  const [templateId, setTemplateId] = useState<string | null>(null);
  if (templates.length === 0) return null;

  const submit = async () => {
    if (!templateId) return;
    const tasks = await apply.mutateAsync(templateId);
    notifySuccess(t('tasks.templateApplied', { count: tasks.length }));
    setTemplateId(null);
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Select aria-label={t('tasks.template')} placeholder={t('tasks.template')} data={toOptions(templates)} value={templateId} onChange={setTemplateId} searchable w={220} />
      <Button variant="default" leftSection={<IconTemplate size={16} />} disabled={!templateId} loading={apply.isPending} onClick={() => void submit().catch(() => undefined)}>
        {t('tasks.applyTemplate')}
      </Button>
    </Group>
  );
}
