import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useLinkByRule, type ElementRule } from '../../api/fourd-link-rule';
import { notifySuccess } from '@/components/ui/notify-success';

/**
 * "Vincular por regla": every element of the model of a class, on a storey, or with a property (and value) goes to
 * the activity at once. The server's refusals (an empty rule, a rule matching nothing) show under the fields.
 */
export function RuleForm({ projectId, modelId, activityId }: { projectId: string; modelId: string; activityId: string | null }) {
  const { t } = useTranslation('quality-bim');
  const link = useLinkByRule(projectId);
  const form = useForm<ElementRule>({ initialValues: { class: '', storey: '', property: '', value: '' } });
  const submit = form.onSubmit((rule) => {
    if (!activityId) return;
    link.mutate(
      { activityId, modelId, rule },
      {
        onSuccess: (out) => notifySuccess(t('rule.linked', { count: out.global_ids.length })),
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
            form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])));
          } else if (isApiError(error)) notifyApiError(error);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} data-testid="fourd-rule-form">
      <Stack gap="xs">
        <SimpleGrid cols={2} spacing="xs">
          <TextInput size="xs" label={t('rule.class')} placeholder="IfcSlab" {...form.getInputProps('class')} />
          <TextInput size="xs" label={t('rule.storey')} placeholder={t('rule.storeyPlaceholder')} {...form.getInputProps('storey')} />
          <TextInput size="xs" label={t('rule.property')} placeholder={t('rule.propertyPlaceholder')} {...form.getInputProps('property')} />
          <TextInput size="xs" label={t('rule.value')} {...form.getInputProps('value')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant="light" leftSection={<IconWand size={14} />} loading={link.isPending} disabled={!activityId}>
            {t('rule.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
