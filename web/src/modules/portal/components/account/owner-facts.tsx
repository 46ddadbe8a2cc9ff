import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Owner } from '../../api/types';

/** The owner's name, e-mail, phone and company, as the company registered them. */
export function OwnerFacts({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('account.name'), owner.name],
    [t('account.email'), owner.email],
    [t('account.phone'), owner.phone ?? '—'],
    [t('account.company'), owner.company_name],
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="owner-facts">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0} miw={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
