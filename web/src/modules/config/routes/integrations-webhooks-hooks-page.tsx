import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useCatalogue } from '../api/webhooks/get-catalogue';
import type { WebhookApp } from '../api/webhooks/types';
import { AppFrame } from '../components/webhooks/app-frame';
import { EventsForm } from '../components/webhooks/events-form';
import { InactiveBanner } from '../components/webhooks/inactive-banner';
import { LoadError } from '../components/webhooks/load-error';
import { SecretCard } from '../components/webhooks/secret-card';
import { SecretModal, type ShownSecret } from '../components/webhooks/secret-modal';
import { useSecretRenewal } from '../components/webhooks/use-secret-renewal';

/** What the saved events look like: the form starts over when they change (a save, an event disabled meanwhile). */
const eventsRevision = (app: WebhookApp) => app.events.map((sub) => `${sub.id}:${sub.url}:${sub.active}:${sub.disabled_at ?? ''}`).join('|');

function HooksTab({ app }: { app: WebhookApp }) {
  const { t } = useTranslation('config-webhooks');
  const catalogue = useCatalogue();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const renewal = useSecretRenewal(setSecret);
  return (
    <Stack gap="md">
      <InactiveBanner />
      <SecretCard app={app} renewing={renewal.pending} onRenew={() => renewal.confirm(app)} />
      <Text size="sm" c="dimmed">
        {t('hooks.intro')}
      </Text>
      {catalogue.isError && <LoadError title={t('hooks.catalogueError')} onRetry={() => void catalogue.refetch()} />}
      {catalogue.isPending && <PageLoader />}
      {catalogue.data && <EventsForm key={eventsRevision(app)} app={app} catalogue={catalogue.data} />}
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

/** /config/integraciones/webhooks/apps/:appId/hooks: the Configuration tab of one application (its events, test event, secret). */
export default function IntegrationsWebhooksHooksPage() {
  useHelpKey('config-webhooks.hooks');
  const appId = useParams().appId ?? '';
  return (
    <div data-testid="webhook-hooks-page">
      <AppFrame appId={appId}>{(app) => <HooksTab app={app} />}</AppFrame>
    </div>
  );
}
