import { Alert, Button, Collapse, Divider, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSaveConnector } from '../../api/connectors/save-connector';
import type { Connector } from '../../api/connectors/types';
import { initialValues, missingToActivate, placeErrors, toInput, type ConnectorValues } from './connector-form-model';
import type { KindConfig } from './connector-kinds';
import { SettingField } from './setting-field';
import { TestButton } from './test-button';

interface ConnectorFormProps {
  config: KindConfig;
  /** As read: the form starts from it, and is remounted (by its key) when a save or a reload brings a new version. */
  connector: Connector;
  onReload: () => void;
}

/** A connector's settings and activation, saved together over the version read. */
export function ConnectorForm({ config, connector, onReload }: ConnectorFormProps) {
  const { t } = useTranslation(['config-connectors', 'common']);
  const save = useSaveConnector(config.kind);
  const [stale, setStale] = useState(false);
  const [advancedOpen, advanced] = useDisclosure(false);
  const form = useForm<ConnectorValues>({
    initialValues: initialValues(config, connector),
    validate: (values) =>
      Object.fromEntries(missingToActivate(config, values, connector.secrets_set).map((name) => [`settings.${name}`, t('form.requiredToActivate')])),
  });

  /** A missing or refused setting under "Avanzado" unfolds it, so the error is seen. */
  const unfoldFor = (errors: Record<string, unknown>) => {
    if (config.fields.some((setting) => setting.advanced && errors[`settings.${setting.name}`])) advanced.open();
  };

  const submit = async (values: ConnectorValues) => {
    try {
      await save.mutateAsync(toInput(config, values, connector.version));
      notifySuccess(t('form.saved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 409) {
        setStale(true);
        return;
      }
      if (error.status === 422) {
        const placed = placeErrors(config, error.errors, values, (email, message) => t('form.emailError', { email, message }));
        form.setErrors(placed.fields);
        unfoldFor(placed.fields);
      }
      notifyApiError(error);
    }
  };

  const field = (name: string) => {
    const setting = config.fields.find((candidate) => candidate.name === name);
    if (!setting) return null;
    return <SettingField key={name} kind={config.kind} field={setting} form={form} secretSaved={connector.secrets_set.includes(name)} />;
  };
  const basic = config.fields.filter((setting) => !setting.advanced);
  const folded = config.fields.filter((setting) => setting.advanced);
  const dirty = form.isDirty();

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), unfoldFor)} noValidate data-testid="connector-form">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {stale && (
            <Alert color="yellow" data-testid="connector-stale">
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm">{t('form.stale')}</Text>
                <Button size="xs" variant="light" onClick={onReload}>
                  {t('form.reload')}
                </Button>
              </Group>
            </Alert>
          )}
          <Switch
            size="md"
            label={t('form.activate')}
            description={t('form.activateHelp')}
            data-testid="connector-active"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Divider />
          <Stack gap="md" maw={640}>
            {basic.map((setting) => field(setting.name))}
            {folded.length > 0 && (
              <Stack gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="gray"
                  px={0}
                  w="fit-content"
                  leftSection={advancedOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  aria-expanded={advancedOpen}
                  onClick={advanced.toggle}
                >
                  {t('form.advanced')}
                </Button>
                <Collapse expanded={advancedOpen}>
                  <Stack gap="md">{folded.map((setting) => field(setting.name))}</Stack>
                </Collapse>
              </Stack>
            )}
          </Stack>
          <Divider />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('form.requiredNote')}
            </Text>
            {dirty && (
              <Text size="xs" c="orange" data-testid="connector-test-dirty">
                {t('form.testDirty')}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <TestButton kind={config.kind} disabled={dirty || stale} />
            <Button type="submit" loading={save.isPending} disabled={stale} leftSection={<IconDeviceFloppy size={16} />} data-testid="connector-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
