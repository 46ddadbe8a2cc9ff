import { Alert, Anchor } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useTicketCore } from '../ticket-core';
import type { TicketRef } from '../types';

/** A merged ticket is read-only: says so and links to the ticket it now lives in. */
export function MergedBanner({ target }: { target: TicketRef }) {
  const core = useTicketCore();
  return (
    <Alert color="orange" icon={<IconGitMerge size={18} />} data-testid="ticket-merged-banner">
      <Trans
        ns={core.ns}
        i18nKey="merge.banner"
        values={{ number: target.number }}
        components={{ target: <Anchor component={Link} to={core.ticketUrl(target.id)} fw={600} size="sm" /> }}
      />
    </Alert>
  );
}
