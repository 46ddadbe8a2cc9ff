import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORIGINS, PRIORITIES } from '../ticket/enums';
import type { Option } from '../ticket/options';
import { SUBJECT_MAX, type TicketFormType } from './ticket-form-values';

interface TicketFieldsProps {
  form: TicketFormType;
  categories: Option[];
  people: Option[];
  /** The applicant is chosen when creating only. */
  withApplicant: boolean;
  readOnly?: boolean;
  /** Two columns in a wide drawer, one in the detail's side column. */
  columns?: 1 | 2;
}

/** The ticket's own fields (SPEC §3): subject, description, priority, origin, category, responsible, CC and applicant. */
export function TicketFields({ form, categories, people, withApplicant, readOnly = false, columns = 2 }: TicketFieldsProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'cmanagement']);
  const props = (path: keyof TicketFormType['values']) => ({ ...form.getInputProps(path), disabled: readOnly });
  return (
    <Stack gap="sm">
      <TextInput label={t('fields.subject')} required={!readOnly} maxLength={SUBJECT_MAX} data-autofocus {...props('subject')} />
      <Textarea label={t('fields.description')} autosize minRows={3} maxRows={10} {...props('description')} />
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
        <Select
          label={t('fields.priority')}
          required={!readOnly}
          allowDeselect={false}
          data={PRIORITIES.map((value) => ({ value, label: t(`cmanagement:priority.${value}`) }))}
          {...props('priority')}
        />
        <Select
          label={t('fields.origin')}
          required={!readOnly}
          allowDeselect={false}
          data={ORIGINS.map((value) => ({ value, label: t(`cmanagement:origin.${value}`) }))}
          {...props('origin')}
        />
        <Select label={t('fields.category')} data={categories} clearable searchable {...props('category_id')} />
        <Select label={t('fields.responsible')} placeholder={t('fields.noResponsible')} data={people} clearable searchable {...props('responsible_id')} />
        {withApplicant && <Select label={t('fields.applicant')} data={people} searchable allowDeselect={false} {...props('applicant_id')} />}
      </SimpleGrid>
      <MultiSelect label={t('fields.cc')} data={people} clearable searchable {...props('cc_ids')} />
    </Stack>
  );
}
