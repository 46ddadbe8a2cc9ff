import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useApiKeys } from '../api/api-keys/get-api-keys';
import { ApiKeysTable } from '../components/api-keys/api-keys-table';
import { CreateKeyModal } from '../components/api-keys/create-key-modal';
import { TokenModal, type ShownToken } from '../components/api-keys/token-modal';
import { UsageCard } from '../components/api-keys/usage-card';
import { useKeyRevocation } from '../components/api-keys/use-key-revocation';
import { SectionHeader } from '../components/section-header';

/** /config/integraciones/api-keys: the company's API keys; create one (its token shown once), revoke one. */
export default function IntegrationsApiKeysPage() {
  useHelpKey('config-api-keys.page');
  const { t } = useTranslation('config-api-keys');
  const keys = useApiKeys();
  const revoke = useKeyRevocation();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<ShownToken | null>(null);
  return (
    <Stack gap="lg" data-testid="api-keys-page">
      <SectionHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="api-key-new">
            {t('new')}
          </Button>
        }
      />
      <ApiKeysTable keys={keys.data ?? []} fetching={keys.isPending} error={keys.isError} onRevoke={revoke} />
      <UsageCard />
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} onCreated={setShown} />
      <TokenModal shown={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
