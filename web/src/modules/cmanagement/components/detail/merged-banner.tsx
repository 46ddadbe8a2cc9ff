import { Alert, Anchor } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { Ticket } from '../../api/types';
import { ticketUrl } from '../list/ticket-link';

/** A merged ticket is read-only: says so and links to the ticket it now lives in. */
export function MergedBanner({ target }: { target: NonNullable<Ticket['merged_into']> }) {
  return (
    <Alert color="orange" icon={<IconGitMerge size={18} />} data-testid="ticket-merged-banner">
      <Trans
        ns="cmanagement-tickets"
        i18nKey="merge.banner"
        values={{ number: target.number }}
        components={{ target: <Anchor component={Link} to={ticketUrl(target.id)} fw={600} size="sm" /> }}
      />
    </Alert>
  );
}
