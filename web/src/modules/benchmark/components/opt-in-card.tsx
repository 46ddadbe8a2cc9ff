import { Card, Group, List, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSetOptIn } from '../api/set-opt-in';
import type { BenchmarkOut } from '../api/types';

/**
 * Taking part in the anonymised comparison: what is shared and what is never shown (no company's name, no figure of
 * fewer than `min_companies` companies), the switch, and how many companies take part.
 */
export function OptInCard({ benchmark }: { benchmark: BenchmarkOut }) {
  const { t } = useTranslation('benchmark');
  const optIn = useSetOptIn();
  const min = benchmark.min_companies;
  const status = !benchmark.opted_in
    ? t('optIn.statusOff')
    : benchmark.peers == null
      ? t('optIn.statusFew', { min })
      : t('optIn.statusOn', { count: benchmark.peers });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="benchmark-opt-in-card" data-opted-in={benchmark.opted_in}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light" color={benchmark.opted_in ? 'teal' : 'gray'}>
              <IconUsersGroup size={26} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={4}>{t('optIn.title')}</Title>
              <Text size="sm" c="dimmed" maw={720}>
                {t('optIn.body')}
              </Text>
            </Stack>
          </Group>
          <Switch
            size="md"
            checked={benchmark.opted_in}
            disabled={optIn.isPending}
            onChange={(event) => optIn.mutate(event.currentTarget.checked)}
            label={t('optIn.switch')}
            labelPosition="left"
            style={{ flexShrink: 0 }}
            data-testid="benchmark-opt-in"
          />
        </Group>
        <List spacing={6} size="sm" center>
          <List.Item icon={<ThemeIcon size={22} radius="xl" variant="light" color="teal"><IconShieldCheck size={14} /></ThemeIcon>}>
            {t('optIn.kAnonymity', { min })}
          </List.Item>
          <List.Item icon={<ThemeIcon size={22} radius="xl" variant="light" color="teal"><IconEyeOff size={14} /></ThemeIcon>}>
            {t('optIn.noNames')}
          </List.Item>
        </List>
        <Text size="sm" fw={500} c={benchmark.opted_in ? undefined : 'dimmed'} data-testid="benchmark-participation">
          {status}
        </Text>
      </Stack>
    </Card>
  );
}
