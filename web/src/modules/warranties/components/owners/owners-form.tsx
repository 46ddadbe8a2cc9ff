import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSaveOwners } from '../../api/save-owners';
import type { OwnerOut } from '../../api/types';
import { OwnerCard } from './owner-card';
import { emptyOwner, placeOwnerErrors, toOwnerIn, toOwnerRow, validateOwners, type OwnersFormValues } from './owners-values';

interface OwnersFormProps {
  unitId: string;
  owners: OwnerOut[];
  readOnly: boolean;
}

/**
 * The unit's owners and receivers, edited together and saved as the whole list (PUT). The server's `owners.N.field`
 * messages land under the matching input.
 */
export function OwnersForm({ unitId, owners, readOnly }: OwnersFormProps) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const save = useSaveOwners();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<OwnersFormValues>({ initialValues: { owners: owners.map(toOwnerRow) }, validate: (values) => validateOwners(t, values) });

  const submit = form.onSubmit(async (values) => {
    setProblems([]);
    try {
      const saved = await save.mutateAsync({ unitId, owners: values.owners.map(toOwnerIn) });
      form.setValues({ owners: saved.map(toOwnerRow) });
      form.resetDirty({ owners: saved.map(toOwnerRow) });
      notifySuccess(t('owners.saved', { count: saved.length }));
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      if (error.status === 422) setProblems(placeOwnerErrors(form, error));
      else notifyApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="owners-form">
      <Stack gap="md">
        {form.values.owners.length === 0 && (
          <Text c="dimmed" size="sm" data-testid="owners-empty">
            {t('owners.empty')}
          </Text>
        )}
        {form.values.owners.map((row, index) => (
          <OwnerCard key={row.key} form={form} index={index} readOnly={readOnly} />
        ))}
        {problems.length > 0 && (
          <Alert color="orange" data-testid="owners-problems">
            {problems.join(' ')}
          </Alert>
        )}
        {!readOnly && (
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => form.insertListItem('owners', emptyOwner('owner'))}>
                {t('owners.addOwner')}
              </Button>
              <Button variant="default" leftSection={<IconUsersPlus size={16} />} onClick={() => form.insertListItem('owners', emptyOwner('receiver'))}>
                {t('owners.addReceiver')}
              </Button>
            </Group>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} data-testid="save-owners">
              {t('owners.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
