import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Sample } from '../../api/types';
import { formatDay, formatDecimal } from '../placements/format';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface SamplesTableProps {
  samples: Sample[];
  onEdit?: (sample: Sample) => void;
  onDelete?: (sample: Sample) => void;
}

/** The lot's samples with each specimen's strength and the sample's result by the standard. */
export function SamplesTable({ samples, onEdit, onDelete }: SamplesTableProps) {
  const { t, i18n } = useTranslation('concrete-lots');
  const lang = i18n.language;
  if (samples.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="samples-empty">
        {t('samples.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm" data-testid="samples-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('samples.code')}</Table.Th>
            <Table.Th>{t('samples.laboratory')}</Table.Th>
            <Table.Th>{t('samples.taken')}</Table.Th>
            <Table.Th>{t('samples.age')}</Table.Th>
            <Table.Th>{t('samples.tested')}</Table.Th>
            <Table.Th>{t('samples.specimens')}</Table.Th>
            <Table.Th>{t('samples.result')}</Table.Th>
            {onEdit && <Table.Th aria-label={t('samples.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {samples.map((sample) => (
            <Table.Tr key={sample.id} data-code={sample.code}>
              <Table.Td>{sample.code}</Table.Td>
              <Table.Td>{sample.laboratory_name ?? '—'}</Table.Td>
              <Table.Td style={NOWRAP}>{formatDay(sample.taken_on, lang)}</Table.Td>
              <Table.Td style={NOWRAP}>{t('samples.days', { count: sample.age_days })}</Table.Td>
              <Table.Td style={NOWRAP}>{formatDay(sample.tested_on, lang)}</Table.Td>
              <Table.Td>{sample.specimens_mpa.length > 0 ? sample.specimens_mpa.map((value) => formatDecimal(value, lang)).join(' · ') : '—'}</Table.Td>
              <Table.Td fw={600} style={NOWRAP}>{sample.result_mpa != null ? t('samples.mpa', { value: formatDecimal(sample.result_mpa, lang) }) : '—'}</Table.Td>
              {onEdit && onDelete && (
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('samples.edit', { code: sample.code })} onClick={() => onEdit(sample)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('samples.delete', { code: sample.code })} onClick={() => onDelete(sample)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
