import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityValue } from '../../api/types';

/** The activity's attribute values as badges; a deprecated one greyed, saying so on hover. */
export function ValuesCell({ values }: { values: readonly ActivityValue[] }) {
  const { t } = useTranslation('quality');
  if (values.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" maw={260}>
      {values.map((value) => {
        const badge = (
          <Badge
            key={value.value_id}
            variant={value.deprecated ? 'outline' : 'light'}
            color={value.deprecated ? 'gray' : 'indigo'}
            tt="none"
            size="sm"
            data-deprecated={value.deprecated || undefined}
            title={value.deprecated ? undefined : `${value.attribute_name}: ${value.value_name}`}
          >
            {value.value_name}
          </Badge>
        );
        return value.deprecated ? (
          <Tooltip key={value.value_id} label={t('list.deprecatedValue', { attribute: value.attribute_name, value: value.value_name })} multiline maw={260}>
            {badge}
          </Tooltip>
        ) : (
          badge
        );
      })}
    </Group>
  );
}
