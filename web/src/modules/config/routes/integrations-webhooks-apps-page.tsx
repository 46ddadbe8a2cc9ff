import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useApps } from '../api/webhooks/get-apps';
import type { WebhookApp } from '../api/webhooks/types';
import { SectionHeader } from '../components/section-header';
import { AppFormModal } from '../components/webhooks/app-form-modal';
import { AppsTable } from '../components/webhooks/apps-table';
import { InactiveBanner } from '../components/webhooks/inactive-banner';
import { LoadError } from '../components/webhooks/load-error';
import { SecretModal, type ShownSecret } from '../components/webhooks/secret-modal';
import { useAppRemoval } from '../components/webhooks/use-app-removal';

/** /config/integraciones/webhooks/apps: the company's webhook applications; create (secret shown once), edit, delete. */
export default function IntegrationsWebhooksAppsPage() {
  useHelpKey('config-webhooks.apps');
  const { t } = useTranslation('config-webhooks');
  const apps = useApps();
  // The dialog edits `app`, or creates one when it is null (kept while the dialog fades out).
  const [dialog, setDialog] = useState<{ opened: boolean; app: WebhookApp | null }>({ opened: false, app: null });
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const confirmDelete = useAppRemoval();

  return (
    <Stack gap="lg" data-testid="webhook-apps-page">
      <SectionHeader
        title={t('apps.title')}
        description={t('apps.intro')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, app: null })} data-testid="new-webhook-app">
            {t('apps.new')}
          </Button>
        }
      />
      <InactiveBanner />
      {apps.isError ? (
        <LoadError title={t('apps.loadError')} onRetry={() => void apps.refetch()} />
      ) : (
        <AppsTable apps={apps.data ?? []} fetching={apps.isPending} onEdit={(app) => setDialog({ opened: true, app })} onDelete={confirmDelete} />
      )}
      <AppFormModal opened={dialog.opened} app={dialog.app} onClose={() => setDialog((state) => ({ ...state, opened: false }))} onCreated={setSecret} />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
