import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '../../api/cmanagement/get-categories';
import { GENERAL } from './custom-field-form';

/** General first, then every category (an inactive one says so). */
export function useCategoryChoices(): { value: string; label: string }[] {
  const { t } = useTranslation('config-cmanagement');
  const categories = useCategoryOptions();
  return [
    { value: GENERAL, label: t('fields.general') },
    ...(categories.data ?? []).map((category) => ({
      value: category.id,
      label: category.active ? category.name : t('fields.inactiveCategory', { name: category.name }),
    })),
  ];
}

interface CategoryPickerProps {
  value: string;
  choices: { value: string; label: string }[];
  onChange: (category: string) => void;
}

/** Which category's fields the screen shows. */
export function CategoryPicker({ value, choices, onChange }: CategoryPickerProps) {
  const { t } = useTranslation('config-cmanagement');
  return (
    <Select
      label={t('fields.showing')}
      data={choices}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable={choices.length > 8}
      w={{ base: '100%', xs: 300 }}
      data-testid="fields-category"
    />
  );
}
