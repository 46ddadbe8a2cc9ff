import { Button } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTestConnector } from '../../api/connectors/test-connector';
import type { ConnectorKind } from '../../api/connectors/types';
import { notifyOutcome } from './notify-outcome';

/** "Probar conexión": tries the saved settings and tells the outcome; the try lands in the log below. */
export function TestButton({ kind, disabled }: { kind: ConnectorKind; disabled: boolean }) {
  const { t } = useTranslation('config-connectors');
  const test = useTestConnector(kind);
  const run = () => test.mutate(undefined, { onSuccess: (outcome) => notifyOutcome(outcome, { ok: t('form.testOk'), failed: t('form.testFailed') }) });
  return (
    <Button variant="default" leftSection={<IconPlugConnected size={16} />} loading={test.isPending} disabled={disabled} onClick={run} data-testid="connector-test">
      {t('form.test')}
    </Button>
  );
}
