import { Alert, Button, Drawer, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useChecklist } from '../../api/requests/get-checklist';
import { useSaveFailure } from '../../api/requests/save-failure';
import type { Checklist, FailureOut } from '../../api/requests/types';
import { branches, choose, DETAIL_MAX, failureValues, GUARANTEES, toFailureIn, validateFailure, type FailureFormValues } from './failure-form-values';

const options = (entries: readonly { id: string; name: string }[]) => entries.map((entry) => ({ value: entry.id, label: entry.name }));

interface FailureFormProps {
  requestId: string;
  checklist: Checklist;
  /** The failure to reclassify; a new one when null. */
  failure: FailureOut | null;
  onClose: () => void;
}

function FailureForm({ requestId, checklist, failure, onClose }: FailureFormProps) {
  const { t } = useTranslation(['warranties-failures', 'common']);
  const save = useSaveFailure();
  const form = useForm<FailureFormValues>({ initialValues: failureValues(failure), validate: (values) => validateFailure(t, values) });
  const { places, items, issues } = branches(checklist, form.values);
  const pick = (level: 'area_id' | 'place_id' | 'item_id' | 'issue_id') => ({
    ...form.getInputProps(level),
    onChange: (id: string | null) => form.setValues(choose(checklist, form.values, level, id)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ requestId, id: failure?.id, ...toFailureIn(values) });
      notifySuccess(t(failure ? 'form.reclassified' : 'form.added', { number: saved.number }));
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const placed = Object.entries(error.errors).filter(([field]) => field in form.values);
      for (const [field, messages] of placed) form.setFieldError(field, messages[0] ?? '');
      if (error.status !== 422 || placed.length === 0) notifyApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="failure-form">
      <Stack gap="md">
        <Select label={t('form.area')} required searchable data={options(checklist.areas)} {...pick('area_id')} data-autofocus data-testid="failure-area" />
        <Select label={t('form.place')} required searchable data={options(places)} disabled={places.length === 0} {...pick('place_id')} data-testid="failure-place" />
        <Select label={t('form.item')} required searchable data={options(items)} disabled={items.length === 0} {...pick('item_id')} data-testid="failure-item" />
        <Select label={t('form.issue')} placeholder={t('form.noIssue')} clearable data={options(issues)} disabled={issues.length === 0} {...pick('issue_id')} data-testid="failure-issue" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={t('form.severity')} clearable data={options(checklist.severities)} {...form.getInputProps('severity_id')} />
          <Select
            label={t('form.guarantee')}
            allowDeselect={false}
            data={GUARANTEES.map((value) => ({ value, label: t(`guarantee.${value}`) }))}
            {...form.getInputProps('guarantee')}
          />
        </SimpleGrid>
        <Textarea label={t('form.detail')} autosize minRows={3} maxLength={DETAIL_MAX} {...form.getInputProps('detail')} />
        <TextInput label={t('form.batch')} description={t('form.batchHint')} {...form.getInputProps('batch')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {failure ? t('form.reclassify') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FailureDrawerProps {
  requestId: string;
  opened: boolean;
  failure: FailureOut | null;
  onClose: () => void;
}

/** "Agregar falla" (or reclassify one) in a side drawer: enclosure › place › item › issue from the unit type's checklist. */
export function FailureDrawer({ requestId, opened, failure, onClose }: FailureDrawerProps) {
  const { t } = useTranslation(['warranties-failures', 'common']);
  const checklist = useChecklist(requestId, opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={failure ? t('form.reclassifyTitle', { number: failure.number }) : t('form.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {checklist.isError ? (
        <Alert color="red">{checklist.error.message}</Alert>
      ) : !checklist.data ? (
        <PageLoader />
      ) : checklist.data.areas.length === 0 ? (
        <Alert color="yellow" data-testid="checklist-empty">
          {t('form.emptyChecklist')}
        </Alert>
      ) : (
        <FailureForm requestId={requestId} checklist={checklist.data} failure={failure} onClose={onClose} />
      )}
    </Drawer>
  );
}
