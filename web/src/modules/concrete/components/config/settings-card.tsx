import { Alert, Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError } from '@/lib/api';
import { useConcreteSettings } from '../../api/catalog';
import { useSaveSettings } from '../../api/settings-mutations';
import type { ConcreteSettings } from '../../api/types';
import { LoadError } from './load-error';
import { tenthsError, toNumber } from './numbers';
import { useCanConfigure } from './use-can-configure';

export interface SettingsValues {
  lot_limit_m3: number | string;
  max_placement_m3: number | string;
  individual_margin_mpa: number | string;
  fraction_defective: string;
  nbr_condition: string;
}

export type SettingsForm = UseFormReturnType<SettingsValues>;

interface SettingsCardProps {
  /** "Error al obtener …": what could not be read. */
  loadErrorTitle: string;
  /** "Error al actualizar …": the toast's title when saving fails for another reason than a field or a stale version. */
  saveErrorTitle: string;
  testId: string;
  children: (form: SettingsForm, settings: ConcreteSettings, readOnly: boolean) => ReactNode;
}

const FIELDS = ['lot_limit_m3', 'max_placement_m3', 'individual_margin_mpa', 'fraction_defective', 'nbr_condition'] as const;

function valuesOf(settings: ConcreteSettings): SettingsValues {
  return {
    lot_limit_m3: settings.lot_limit_m3,
    max_placement_m3: settings.max_placement_m3,
    individual_margin_mpa: settings.individual_margin_mpa,
    fraction_defective: String(settings.fraction_defective),
    nbr_condition: settings.nbr_condition,
  };
}

function SettingsFormCard({ settings, onReload, ...props }: Omit<SettingsCardProps, 'loadErrorTitle'> & { settings: ConcreteSettings; onReload: () => void }) {
  const { t, i18n } = useTranslation(['concrete-config', 'common']);
  const readOnly = !useCanConfigure();
  const save = useSaveSettings();
  const [stale, setStale] = useState(false);
  const language = i18n.language;
  const form = useForm<SettingsValues>({
    initialValues: valuesOf(settings),
    validate: {
      lot_limit_m3: (value) => tenthsError(t, language, value, 1, 10_000),
      max_placement_m3: (value) => tenthsError(t, language, value, 0.1, 100),
      individual_margin_mpa: (value) => tenthsError(t, language, value, 0, 20),
    },
  });

  // The whole record is sent: each screen shows only its part of it.
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        lot_limit_m3: toNumber(values.lot_limit_m3),
        max_placement_m3: toNumber(values.max_placement_m3),
        individual_margin_mpa: toNumber(values.individual_margin_mpa),
        fraction_defective: Number(values.fraction_defective),
        nbr_condition: values.nbr_condition,
        version: settings.version,
      },
      {
        onSuccess: () => notifySuccess(t('saved')),
        onError: (error) => {
          if (!isApiError(error) || error.status === 401) return;
          if (error.status === 409) return setStale(true);
          const placed = FIELDS.filter((field) => error.fieldError(field));
          for (const field of placed) form.setFieldError(field, error.fieldError(field));
          if (error.status === 422 && placed.length > 0) return;
          notifications.show({ color: 'red', icon: <IconX size={18} />, title: props.saveErrorTitle, message: error.message, 'data-testid': 'toast-error' });
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {stale && (
            <Alert color="yellow" data-testid="concrete-settings-stale">
              <Group justify="space-between" wrap="wrap" gap="sm">
                {t('stale')}
                <Button size="xs" variant="light" onClick={onReload}>
                  {t('reload')}
                </Button>
              </Group>
            </Alert>
          )}
          {props.children(form, settings, readOnly)}
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="concrete-settings-save">
                {t('common:actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The company's concrete settings as a form saved over the version read: a stale version says so and offers to read
 * them again; a 422 lands under its field. The screen chooses the fields it shows.
 */
export function SettingsCard({ loadErrorTitle, ...props }: SettingsCardProps) {
  const settings = useConcreteSettings();
  if (settings.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader color="gray" size="sm" />
      </Group>
    );
  }
  if (settings.isError) return <LoadError title={loadErrorTitle} onRetry={() => void settings.refetch()} testId={`${props.testId}-error`} />;
  // A new version (saved here or read again after a conflict) starts the form over from it.
  return <SettingsFormCard key={settings.data.version} settings={settings.data} onReload={() => void settings.refetch()} {...props} />;
}
