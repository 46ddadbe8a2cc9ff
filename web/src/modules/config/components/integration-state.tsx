import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface State {
  active: boolean;
  last_error_at?: string | null;
}

/**
 * A connector's state on the integrations index: active or not, and a warning when its last logged action failed
 * after it was last saved. Nothing when there is no state to show (the integration has none, or no permission).
 */
export function IntegrationState({ state }: { state?: State }) {
  const { t } = useTranslation('config-api-docs');
  if (!state) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {state.last_error_at && (
        <Badge color="orange" variant="light" size="sm">
          {t('index.state.error')}
        </Badge>
      )}
      <Badge color={state.active ? 'teal' : 'gray'} variant="light" size="sm">
        {t(state.active ? 'index.state.active' : 'index.state.inactive')}
      </Badge>
    </Group>
  );
}
