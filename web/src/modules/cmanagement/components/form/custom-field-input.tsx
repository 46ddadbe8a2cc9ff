import { Checkbox, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomValue } from '../../api/types';
import type { Option } from '../ticket/options';

interface CustomFieldInputProps {
  field: CustomField;
  value: CustomValue | undefined;
  onChange: (value: CustomValue) => void;
  error?: string;
  people: Option[];
  /** Retired fields (and every field of a read-only ticket) show their value without being editable. */
  readOnly?: boolean;
}

const asText = (value: CustomValue | undefined) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const asList = (value: CustomValue | undefined) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);

/** One custom field, with the input its kind calls for (SPEC §3): text, long text, number, date, choices, checkbox, users. */
export function CustomFieldInput({ field, value, onChange, error, people, readOnly = false }: CustomFieldInputProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const common = {
    label: field.active ? field.name : t('fields.retired', { name: field.name }),
    description: field.description ?? undefined,
    // A required checkbox must be ticked, like a confirmation (docs/decisions.md), as the server checks.
    required: field.required && !readOnly,
    error,
    disabled: readOnly,
    'data-field-id': field.id,
    'data-kind': field.kind,
  };
  const options = field.options.map((option) => ({ value: option, label: option }));

  switch (field.kind) {
    case 'long_text':
      return <Textarea {...common} autosize minRows={2} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'number':
      return <NumberInput {...common} value={typeof value === 'number' ? value : ''} onChange={(next) => onChange(typeof next === 'number' ? next : null)} />;
    case 'date':
      return <TextInput {...common} type="date" value={asText(value)} onChange={(event) => onChange(event.currentTarget.value || null)} />;
    case 'select':
      return <Select {...common} data={options} value={asText(value) || null} onChange={(next) => onChange(next)} clearable searchable />;
    case 'multi_select':
      return <MultiSelect {...common} data={options} value={asList(value)} onChange={onChange} clearable searchable />;
    case 'checkbox':
      return <Checkbox {...common} mt="xs" checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
    case 'user':
      return field.multiple ? (
        <MultiSelect {...common} data={people} value={asList(value)} onChange={onChange} clearable searchable />
      ) : (
        <Select {...common} data={people} value={asText(value) || null} onChange={(next) => onChange(next)} clearable searchable />
      );
    case 'text':
      return <TextInput {...common} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
