import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconTicket, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotDetail } from '../../api/types';
import { formatDecimal } from '../placements/format';
import { VerdictBadge } from '../placements/verdict-badge';

/** A criterion's machine key (`mean`, `individual`, `fck_est`, `batch_3`) in words. */
function useCriterionName() {
  const { t } = useTranslation('concrete-lots');
  return (name: string) => {
    const batch = /^batch_(\d+)$/.exec(name);
    if (batch) return t('criteria.batch', { n: batch[1] });
    return t(`criteria.${name}`, { defaultValue: name });
  };
}

/** The lot's verdict by the company's standard: each criterion (required against actual), the estimate and the ticket. */
export function VerdictPanel({ lot }: { lot: LotDetail }) {
  const { t, i18n } = useTranslation('concrete-lots');
  const lang = i18n.language;
  const criterionName = useCriterionName();
  // No estimate yet reads as a dash, not "— MPa".
  const mpa = (value: number | null | undefined) => (value == null ? '—' : t('samples.mpa', { value: formatDecimal(value, lang) }));
  return (
    <Paper withBorder radius="md" p="sm" data-testid="lot-verdict">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('verdict.title', { standard: t(`verdict.standards.${lot.standard}`, { defaultValue: lot.standard }) })}
          </Text>
          <VerdictBadge verdict={lot.verdict} />
        </Group>
        <Text size="sm" data-testid="lot-estimate">
          {t('verdict.estimate', { value: mpa(lot.estimate_mpa), specified: mpa(lot.strength_mpa) })}
        </Text>
        {lot.criteria.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('verdict.noCriteria')}
          </Text>
        ) : (
          <List spacing={4} size="sm" data-testid="lot-criteria">
            {lot.criteria.map((criterion) => (
              <List.Item
                key={criterion.name}
                data-passed={criterion.passed}
                icon={
                  <ThemeIcon size={18} radius="xl" color={criterion.passed ? 'green' : 'red'} aria-label={criterion.passed ? t('verdict.passed') : t('verdict.failed')}>
                    {criterion.passed ? <IconCheck size={12} /> : <IconX size={12} />}
                  </ThemeIcon>
                }
              >
                {t('verdict.criterion', { name: criterionName(criterion.name), required: mpa(criterion.required_mpa), actual: mpa(criterion.actual_mpa) })}
              </List.Item>
            ))}
          </List>
        )}
        {lot.verdict === 'non_conforming' && lot.ticket_id && (
          <Anchor component={Link} to={`/cmanagement/tickets/${lot.ticket_id}/general`} size="sm" fw={600} data-testid="lot-ticket-link">
            <Group gap={4} component="span">
              <IconTicket size={16} />
              {t('verdict.ticket')}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
