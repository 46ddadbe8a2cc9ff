import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Outcome } from '../../api/connectors/types';

/** How the last run went, kept in place after its toast has gone: our title, the server's account of it. */
export function OutcomeAlert({ outcome, titles, children }: { outcome: Outcome; titles: { ok: string; failed: string }; children?: ReactNode }) {
  return (
    <Alert
      color={outcome.ok ? 'teal' : 'red'}
      icon={outcome.ok ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
      title={outcome.ok ? titles.ok : titles.failed}
      data-testid="connector-outcome"
      data-ok={outcome.ok}
    >
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {outcome.message}
      </Text>
      {children}
    </Alert>
  );
}
