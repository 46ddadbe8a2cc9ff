import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestRow } from '../../api/types';
import { usePortalHref } from '../../shell/base-path';
import { formatDate } from '../shared/format';
import { RequestStatusBadge } from '../shared/status-badge';

/** Requests as a list of tappable rows: number and subject, status, unit and date. */
export function RequestList({ requests, withUnit = true }: { requests: RequestRow[]; withUnit?: boolean }) {
  const { t, i18n } = useTranslation();
  const href = usePortalHref();
  return (
    <Card withBorder radius="md" padding={0} component="ul" m={0} style={{ listStyle: 'none' }} data-testid="request-list">
      {requests.map((request, index) => (
        <li key={request.id} style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
          <UnstyledButton component={Link} to={href(`/solicitud/${request.id}`)} w="100%" p="sm" data-testid="request-row" className="portal-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {t('requests.title', { number: request.number, subject: request.subject })}
                </Text>
                <Text size="xs" c="dimmed">
                  {withUnit
                    ? t('requests.unitAndDate', { unit: request.unit_name, date: formatDate(request.created_at, i18n.language) })
                    : t('requests.created', { date: formatDate(request.created_at, i18n.language) })}
                </Text>
              </Stack>
              <RequestStatusBadge status={request.status} />
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Card>
  );
}
