import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canOpen } from '../../api/model-state';
import type { BimModel } from '../../api/types';

export interface ModelSelectProps {
  models: readonly BimModel[];
  value: string | null;
  onChange: (modelId: string) => void;
}

/** Switches between the project's models above the viewer; models without an available file cannot be chosen. */
export function ModelSelect({ models, value, onChange }: ModelSelectProps) {
  const { t } = useTranslation('bim');
  const data = models.map((model) => ({
    value: model.id,
    label: t('picker.option', { name: model.model_name, id: model.model_id, state: t(`state.${model.state}`) }),
    disabled: !canOpen(model) && model.id !== value,
  }));
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', sm: 420 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
