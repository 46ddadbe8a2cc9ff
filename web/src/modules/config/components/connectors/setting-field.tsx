import { PasswordInput, Switch, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ConnectorKind } from '../../api/connectors/types';
import { MAX_ERROR_EMAILS, type FieldConfig } from './connector-kinds';
import type { ConnectorValues } from './connector-form-model';

interface SettingFieldProps {
  kind: ConnectorKind;
  field: FieldConfig;
  form: UseFormReturnType<ConnectorValues>;
  /** For a secret: the server holds one already (the input then shows the saved placeholder). */
  secretSaved: boolean;
}

/** One setting's input, by its type; labelled and explained in the connector's own words. */
export function SettingField({ kind, field, form, secretSaved }: SettingFieldProps) {
  const { t } = useTranslation('config-connectors');
  const path = `settings.${field.name}`;
  const label = t(`kinds.${kind}.fields.${field.name}.label`);
  const help = t(`kinds.${kind}.fields.${field.name}.help`);
  // A field with a default is never empty on the server, so it needs no asterisk.
  const asterisk = field.required === true && field.default === undefined;
  const testId = `setting-${field.name}`;

  switch (field.type) {
    case 'bool':
      return <Switch label={label} description={help} data-testid={testId} {...form.getInputProps(path, { type: 'checkbox' })} />;
    case 'emails':
      return (
        <TagsInput
          label={label}
          description={help}
          placeholder={t('form.emailsPlaceholder')}
          maxTags={MAX_ERROR_EMAILS}
          splitChars={[',', ';', ' ']}
          clearable
          data-testid={testId}
          {...form.getInputProps(path)}
        />
      );
    case 'secret':
      return (
        <PasswordInput
          label={label}
          description={secretSaved ? `${help} ${t('form.secretKeep')}` : help}
          placeholder={secretSaved ? t('form.secretSaved') : undefined}
          withAsterisk={asterisk}
          autoComplete="new-password"
          data-testid={testId}
          {...form.getInputProps(path)}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          description={field.default === undefined ? help : `${help} ${t('form.defaultValue', { value: field.default })}`}
          placeholder={field.default}
          withAsterisk={asterisk}
          type={field.type === 'url' ? 'url' : 'text'}
          autoComplete="off"
          spellCheck={false}
          data-testid={testId}
          {...form.getInputProps(path)}
        />
      );
  }
}
