import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivation } from '../../api/webhooks/get-activation';

/** While the company's webhooks are deactivated no event is sent: say so above the applications, with the way to turn them on. */
export function InactiveBanner() {
  const { t } = useTranslation('config-webhooks');
  const activation = useActivation();
  if (activation.data?.active !== false) return null;
  return (
    <Alert color="yellow" icon={<IconPlugConnectedX size={20} />} title={t('banner.title')} data-testid="webhooks-inactive-banner">
      <Text size="sm">
        {t('banner.body')}{' '}
        <Anchor component={Link} to="/config/integraciones/webhooks/activation" size="sm" fw={600}>
          {t('banner.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
