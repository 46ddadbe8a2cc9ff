import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useCreateRequest } from '../../api/create-request';
import type { PortalRequest, Unit } from '../../api/types';
import { isInstalled } from '../../shell/installed';
import { placeFieldErrors } from '../shared/field-errors';
import { notifyFailure } from '../shared/notify';
import { PhotoPicker } from './photo-picker';
import { addPhotos, DESCRIPTION_MAX, SUBJECT_MAX, validateRequest, type RequestValues } from './request-form-values';

interface RequestFormProps {
  units: Unit[];
  /** The unit to start with (`?unidad=`), or the only one. */
  unitId: string | null;
  onCreated: (request: PortalRequest) => void;
  onCancel: () => void;
}

const FIELDS = ['unit_id', 'subject', 'description', 'photos'] as const;

/** Unit, subject, description and up to six photos, sent as one multipart call. */
export function RequestForm({ units, unitId, onCreated, onCancel }: RequestFormProps) {
  const { t } = useTranslation();
  const create = useCreateRequest();
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const start = units.some((unit) => unit.id === unitId) ? unitId : units.length === 1 ? (units[0]?.id ?? null) : null;
  const form = useForm<RequestValues>({ initialValues: { unit_id: start, subject: '', description: '' }, validate: (values) => validateRequest(t, values) });

  const submit = form.onSubmit(async (values) => {
    try {
      const request = await create.mutateAsync({ unit_id: values.unit_id ?? '', subject: values.subject.trim(), description: values.description.trim(), photos, installed: isInstalled() });
      onCreated(request);
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const onPhotos: string[] = [];
      const placed = placeFieldErrors(error, FIELDS, (field, message) => (field === 'photos' ? onPhotos.push(message) : form.setFieldError(field, message)), { photo: 'photos' });
      setProblems(onPhotos);
      if (!placed) notifyFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="request-form">
      <Stack gap="md">
        <Select
          label={t('form.unit')}
          placeholder={t('form.unitPlaceholder')}
          required
          allowDeselect={false}
          data={units.map((unit) => ({ value: unit.id, label: t('form.unitOption', { unit: unit.name, project: unit.project_name }) }))}
          {...form.getInputProps('unit_id')}
        />
        <TextInput label={t('form.subject')} description={t('form.subjectHint')} required maxLength={SUBJECT_MAX} {...form.getInputProps('subject')} />
        <Textarea label={t('form.description')} description={t('form.descriptionHint')} autosize minRows={4} maxRows={10} maxLength={DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <PhotoPicker
          photos={photos}
          problems={problems}
          onPick={(picked) => {
            const next = addPhotos(t, photos, picked);
            setPhotos(next.photos);
            setProblems(next.problems);
          }}
          onRemove={(photo) => {
            setPhotos(photos.filter((other) => other !== photo));
            setProblems([]);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
