import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTicketForm } from '../../api/cmanagement/get-ticket-form';
import type { CustomField } from '../../api/cmanagement/types';
import { GENERAL } from './custom-field-form';

interface ActiveFieldsCountProps {
  category: string;
  /** The rows the table shows, counted when the ticket form (which knows every field) cannot be read. */
  rows: CustomField[];
}

/**
 * "3 / 20 activos": how many active fields the category has of the most it may have (`max_active_fields`, read from
 * the ticket form of the active project). Without it, only the rows' count. The server refuses the one too many
 * anyway (422 on `active`), and the form shows that message.
 */
export function ActiveFieldsCount({ category, rows }: ActiveFieldsCountProps) {
  const { t } = useTranslation('config-cmanagement');
  const form = useTicketForm();
  const inCategory = (field: CustomField) => (field.category_id ?? GENERAL) === category;
  const count = (form.data?.fields ?? rows).filter((field) => field.active && inCategory(field)).length;
  const max = form.data?.max_active_fields;
  return (
    <Tooltip label={t('fields.activeLimitHint')} multiline w={260}>
      <Badge size="lg" variant="light" color={max !== undefined && count >= max ? 'orange' : 'blue'} tt="none" data-testid="active-fields-count">
        {max === undefined ? t('fields.activeCount', { count }) : t('fields.activeLimit', { count, max })}
      </Badge>
    </Tooltip>
  );
}
