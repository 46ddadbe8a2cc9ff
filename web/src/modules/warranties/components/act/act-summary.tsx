import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DetailsOut, FileOut, OwnerOut, RevisionSummary, UnitOut } from '../../api/types';

interface ActSummaryProps {
  unit: UnitOut;
  owners: OwnerOut[];
  revision: RevisionSummary | undefined;
  details: DetailsOut | undefined;
  certificates: FileOut[] | undefined;
}

/**
 * What the act contains, in words: the preview PDF may not render in every browser (headless ones show nothing), and
 * this says the same things plainly.
 */
export function ActSummary({ unit, owners, revision, details, certificates }: ActSummaryProps) {
  const { t } = useTranslation('warranties-unit');
  const people = owners.map((owner) => `${owner.first_name} ${owner.last_name}`.trim()).join(', ');
  const meters = details?.meters.filter((meter) => meter.number || meter.reading).length ?? 0;
  const accessories = details?.accessories ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="act-summary">
      <Stack gap="xs">
        <Title order={5}>{t('act.summaryTitle')}</Title>
        <List size="sm" spacing={4}>
          <List.Item>{t('act.summary.unit', { name: unit.name, floor: unit.floor ?? '—', type: unit.unit_type_name ?? '—' })}</List.Item>
          <List.Item>{owners.length > 0 ? t('act.summary.owners', { count: owners.length, names: people }) : t('act.summary.noOwners')}</List.Item>
          {revision && (
            <List.Item>
              {t('act.summary.revision', { complies: revision.complies, failures: revision.failure, notApplicable: revision.not_applicable, pending: revision.pending })}
            </List.Item>
          )}
          <List.Item>{t('act.summary.meters', { count: meters })}</List.Item>
          <List.Item>
            {t('act.summary.accessories', { count: accessories.length, delivered: accessories.filter((accessory) => accessory.delivered).length })}
          </List.Item>
          <List.Item>{t('act.summary.certificates', { count: certificates?.length ?? 0 })}</List.Item>
        </List>
        {revision && revision.failure > 0 && (
          <Text size="sm" c="red.9" data-testid="act-observations">
            {t('act.summary.observations', { count: revision.failure })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
