import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/components/tickets/format';
import type { AcStatus, FailureOut, FailureStatus } from '../../api/requests/types';

const STATUS_COLOR: Record<FailureStatus, string> = { pending: 'orange', scheduled: 'blue', managed: 'teal', not_applicable: 'gray', combined: 'gray' };
export const AC_COLOR: Record<AcStatus, string> = { pending: 'yellow', conforming: 'teal', non_conforming: 'red', rejected: 'grape' };

/** Where the failure is: pending, in an order, managed (with the order's result), not applicable (why) or combined. */
export function FailureStatusBadge({ failure }: { failure: FailureOut }) {
  const { t } = useTranslation('warranties-failures');
  const note =
    failure.status === 'combined' && failure.combined_into !== null
      ? t('status.combinedInto', { number: failure.combined_into })
      : failure.status === 'not_applicable'
        ? failure.status_reason
        : failure.status === 'managed' && failure.result
          ? t(`result.${failure.result}`)
          : null;
  return (
    <Group gap={4} wrap="wrap">
      <Badge size="sm" variant="light" color={STATUS_COLOR[failure.status]} tt="none" data-testid="failure-status" data-status={failure.status}>
        {t(`status.${failure.status}`)}
      </Badge>
      {note && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {note}
        </Text>
      )}
    </Group>
  );
}

/** The failure's conformity record, once it has one: 'AC · Conforme'. */
export function AcStatusBadge({ status }: { status: AcStatus }) {
  const { t } = useTranslation('warranties-orders');
  return (
    <Badge size="sm" variant="dot" color={AC_COLOR[status]} tt="none" data-testid="failure-ac-status">
      {t('acBadge', { status: t(`acStatus.${status}`) })}
    </Badge>
  );
}

/** The guarantee family, until when it covers the failure, and a flag once it does not. */
export function WarrantyCell({ failure }: { failure: FailureOut }) {
  const { t, i18n } = useTranslation('warranties-failures');
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={failure.in_warranty ? t('warranty.in') : t('warranty.out')} withArrow>
        {failure.in_warranty ? (
          <IconShieldCheck size={16} color="var(--mantine-color-teal-text)" aria-label={t('warranty.in')} />
        ) : (
          <IconShieldOff size={16} color="var(--mantine-color-red-text)" aria-label={t('warranty.out')} data-testid="failure-out-of-warranty" />
        )}
      </Tooltip>
      <div>
        <Text size="sm">{t(`guarantee.${failure.guarantee}`)}</Text>
        <Text size="xs" c={failure.in_warranty ? 'dimmed' : 'red'}>
          {failure.warranty_ends ? t('warranty.until', { date: formatDay(failure.warranty_ends, i18n.language) }) : t('warranty.unknown')}
        </Text>
      </div>
    </Group>
  );
}
