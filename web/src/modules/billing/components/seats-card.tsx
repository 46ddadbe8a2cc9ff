import { Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingOut } from '../api/types';
import { seatsGauge } from './billing-format';

/** Active users against the company's limit, with a bar that warns near it; no bar without a limit. */
export function SeatsCard({ seats }: { seats: BillingOut['seats'] }) {
  const { t, i18n } = useTranslation('billing');
  const max = seats.max ?? null;
  const gauge = seatsGauge(seats.used, max);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="billing-seats">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('seats.title')}
            </Text>
            <Group gap={6} align="baseline">
              <Title order={3} data-testid="seats-used">
                {number.format(seats.used)}
              </Title>
              <Text size="sm" c="dimmed" data-testid="seats-max">
                {max === null ? t('seats.unlimited') : t('seats.ofMax', { max: number.format(max) })}
              </Text>
            </Group>
          </Stack>
          <ThemeIcon size={48} radius="md" variant="light" color="grape">
            <IconUsers size={26} />
          </ThemeIcon>
        </Group>
        {gauge.percent !== null && (
          <Progress value={gauge.percent} color={gauge.color} size="md" radius="xl" aria-label={t('seats.title')} />
        )}
        <Text size="sm" c="dimmed">
          {max === null ? t('seats.unlimitedHint') : seats.used >= max ? t('seats.full') : t('seats.left', { count: max - seats.used })}
        </Text>
      </Stack>
    </Card>
  );
}
