import { Anchor, Paper, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitOut } from '../../api/types';
import { formatDateTime, formatDay } from '../shared/format';
import { UnitStatusBadge } from '../status/unit-status-badge';

/** The owners' answer to the proposed visit, as the unit's status tells it (the server keeps only a refusal's reason). */
function answerText(unit: UnitOut, t: TFunction<'warranties-unit'>): string {
  if (unit.status === 'to_confirm') return t('reception.answers.waiting');
  if (unit.status === 'confirmed') return t('reception.answers.confirmed');
  if (unit.status === 'rejected') return unit.schedule_answer ? t('reception.answers.rejectedBecause', { reason: unit.schedule_answer }) : t('reception.answers.rejected');
  return t('reception.answers.none');
}

/** The delivery at a glance: the visit, the owners' answer, the delivery date and note, and the act. */
export function ReceptionSummary({ unit }: { unit: UnitOut }) {
  const { t, i18n } = useTranslation('warranties-unit');
  const rows: [string, ReactNode][] = [
    [t('reception.status'), <UnitStatusBadge key="status" status={unit.status} />],
    [t('reception.responsible'), unit.responsible_name ?? '—'],
    [t('reception.scheduled'), formatDateTime(unit.scheduled_at, i18n.language)],
    [t('reception.answer'), answerText(unit, t)],
    [t('reception.deliveryDate'), formatDay(unit.delivery_date, i18n.language)],
    [t('reception.note'), unit.note ?? '—'],
    [
      t('reception.act'),
      unit.act ? (
        <Anchor key="act" href={unit.act.url} download>
          {t('reception.actLink', { date: formatDay(unit.act.act_date, i18n.language) })}
        </Anchor>
      ) : (
        t('reception.noAct')
      ),
    ],
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="reception-summary">
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={240}>{label}</Table.Th>
              <Table.Td>{typeof value === 'string' ? <Text size="sm">{value}</Text> : value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
