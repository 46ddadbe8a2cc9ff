import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalRequest } from '../../api/types';
import { formatDate } from '../shared/format';
import { RequestStatusBadge } from '../shared/status-badge';
import { RequestSteps } from './request-steps';

/** Number, subject and status over the four steps of a request, with its unit and dates. */
export function RequestHeader({ request }: { request: PortalRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="request-header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed">
              {t('request.unitLine', { unit: request.unit_name, project: request.project_name })}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2} data-testid="request-title">
              {t('requests.title', { number: request.number, subject: request.subject })}
            </Title>
          </Stack>
          <RequestStatusBadge status={request.status} />
        </Group>
        <RequestSteps status={request.status} />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('requests.created', { date: formatDate(request.created_at, i18n.language) })}
          </Text>
          {request.finished_at && (
            <Text size="sm" c="dimmed">
              · {t('request.finishedAt', { date: formatDate(request.finished_at, i18n.language) })}
            </Text>
          )}
          {request.status === 'postponed' && (
            <Badge color="pink" variant="light">
              {t('status.postponed')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
