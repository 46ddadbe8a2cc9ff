import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '../../api/types';
import type { Option } from '../ticket/options';
import { CustomFieldInput } from './custom-field-input';
import { customPath, type TicketFormType } from './ticket-form-values';

interface CustomFieldsSectionProps {
  form: TicketFormType;
  /** The fields the ticket fills with its current category. */
  fields: CustomField[];
  /** Values shown but not editable: retired fields, or fields of another category the ticket kept. */
  readOnlyFields?: CustomField[];
  people: Option[];
  readOnly?: boolean;
  /** Two columns in a wide drawer, one in the detail's side column. */
  columns?: 1 | 2;
}

const errorOf = (error: unknown) => (typeof error === 'string' ? error : undefined);

/** The custom fields of the chosen category and the general ones; wide kinds (long text) take the whole row. */
export function CustomFieldsSection({ form, fields, readOnlyFields = [], people, readOnly = false, columns = 2 }: CustomFieldsSectionProps) {
  const { t } = useTranslation('cmanagement-tickets');
  if (fields.length === 0 && readOnlyFields.length === 0) return null;
  const render = (field: CustomField, locked: boolean) => (
    <div key={field.id} style={field.kind === 'long_text' ? { gridColumn: '1 / -1' } : undefined}>
      <CustomFieldInput
        field={field}
        value={form.values.custom[field.id]}
        onChange={(value) => form.setFieldValue(customPath(field.id), value)}
        error={errorOf(form.errors[customPath(field.id)])}
        people={people}
        readOnly={locked}
      />
    </div>
  );
  return (
    <Stack gap="xs" data-testid="ticket-custom-fields">
      <Text fw={600} size="sm">
        {t('fields.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
        {fields.map((field) => render(field, readOnly))}
        {readOnlyFields.map((field) => render(field, true))}
      </SimpleGrid>
    </Stack>
  );
}
