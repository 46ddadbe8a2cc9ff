import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '../../api/types';
import type { Option } from '../ticket/options';

interface CustomFieldFilterProps {
  fields: CustomField[];
  people: Option[];
  fieldId: string | null;
  value: string | null;
  onChange: (fieldId: string | null, value: string | null) => void;
}

/** The value input for the chosen field's kind: equality for choices, users, yes/no, numbers and dates; "contains" for text. */
function ValueInput({ field, people, value, onChange }: { field: CustomField; people: Option[]; value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('cmanagement-tickets');
  const common = { 'aria-label': t('filters.fieldValue', { name: field.name }), placeholder: t('filters.fieldValuePlaceholder'), w: 200 };
  switch (field.kind) {
    case 'select':
    case 'multi_select':
      return <Select {...common} data={field.options} value={value} onChange={onChange} clearable searchable />;
    case 'user':
      return <Select {...common} data={people} value={value} onChange={onChange} clearable searchable />;
    case 'checkbox':
      return (
        <Select
          {...common}
          data={[
            { value: 'true', label: t('filters.yes') },
            { value: 'false', label: t('filters.no') },
          ]}
          value={value}
          onChange={onChange}
          clearable
        />
      );
    case 'number':
      return <NumberInput {...common} value={value ?? ''} onChange={(next) => onChange(next === '' ? null : String(next))} />;
    case 'date':
      return <TextInput {...common} type="date" value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)} />;
    case 'text':
    case 'long_text':
      return <TextInput {...common} placeholder={t('filters.contains')} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)} />;
  }
}

/** One custom-field filter: pick a field (retired ones too: their values stay on tickets), then a value for it. */
export function CustomFieldFilter({ fields, people, fieldId, value, onChange }: CustomFieldFilterProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const field = fields.find((entry) => entry.id === fieldId) ?? null;
  const data = fields.map((entry) => ({ value: entry.id, label: entry.active ? entry.name : t('fields.retired', { name: entry.name }) }));
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t('filters.field')}
        placeholder={t('filters.field')}
        data={data}
        value={fieldId}
        // Another field's value would mean something else: it starts empty.
        onChange={(next) => onChange(next, null)}
        clearable
        searchable
        w={200}
      />
      {field && <ValueInput field={field} people={people} value={value} onChange={(next) => onChange(field.id, next)} />}
    </Group>
  );
}
