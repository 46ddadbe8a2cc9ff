import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attribute } from '../../api/types';
import type { ActivityForm } from './activity-form-values';

/**
 * One select per attribute. Deprecated values are hidden from new choices; the one the activity already holds
 * stays offered (marked), so an edit does not drop it silently.
 */
export function ValueSelects({ form, attributes, held }: { form: ActivityForm; attributes: readonly Attribute[]; held: ReadonlySet<string> }) {
  const { t } = useTranslation('quality');
  if (attributes.length === 0) return null;
  const error = form.errors.value_ids;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('form.values')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {attributes.map((attribute) => (
          <Select
            key={attribute.id}
            label={attribute.name}
            placeholder={t('form.noValue')}
            data={attribute.values
              .filter((value) => !value.deprecated || held.has(value.id))
              .map((value) => ({ value: value.id, label: value.deprecated ? t('filters.deprecatedOption', { name: value.name }) : value.name }))}
            value={form.values.values[attribute.id] ?? null}
            onChange={(value) => form.setFieldValue(`values.${attribute.id}`, value)}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid={`activity-value-${attribute.id}`}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert" data-testid="activity-values-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
