import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconHome, IconShieldOff, IconUser, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestOut } from '../../api/requests/types';

/** Under the request's title: its unit (to the ficha), owner, responsible and origin, and a warning for failures out of warranty. */
export function RequestDetails({ request }: { request: RequestOut }) {
  const { t } = useTranslation('warranties-requests');
  return (
    <Group gap="md" wrap="wrap" data-testid="request-details">
      {request.unit && (
        <Group gap={4} wrap="nowrap">
          <IconHome size={16} aria-hidden />
          <Anchor component={Link} to={`/warranties/ficha/${encodeURIComponent(request.unit.id)}/solicitudes`} size="sm">
            {t('detail.unit', { name: request.unit.name })}
          </Anchor>
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        <IconUser size={16} aria-hidden />
        <Text size="sm" data-testid="request-owner">
          {request.owner ? t('detail.owner', { name: request.owner_email ? `${request.owner.name} (${request.owner_email})` : request.owner.name }) : t('detail.noOwner')}
        </Text>
      </Group>
      {request.responsible && (
        <Group gap={4} wrap="nowrap">
          <IconUserCheck size={16} aria-hidden />
          <Text size="sm">{t('detail.responsible', { name: request.responsible.name })}</Text>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t('detail.origin', { origin: t(`origin.${request.origin}`) })}
      </Text>
      {request.out_of_warranty > 0 && (
        <Badge color="red" variant="light" tt="none" leftSection={<IconShieldOff size={12} aria-hidden />}>
          {t('detail.outOfWarranty')}
        </Badge>
      )}
    </Group>
  );
}
