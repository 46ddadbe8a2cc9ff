import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active (green) or inactive (grey), worded for what it describes ("Activa" for a category, "Activo" for a field). */
export function ActiveBadge({ active, scope }: { active: boolean; scope: 'categories' | 'fields' | 'templates' }) {
  const { t } = useTranslation('config-cmanagement');
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} tt="none">
      {t(`${scope}.state.${active ? 'active' : 'inactive'}`)}
    </Badge>
  );
}
