import { Alert, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ValueImportWizard } from './use-value-import';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

export const BLOCKED_REASON_ID = 'value-import-blocked';

/** Step 3: what the import would do (counts) and every row error; nothing is written while any row is wrong. */
export function SummaryStep({ wizard }: { wizard: ValueImportWizard }) {
  const { t } = useTranslation('quality');
  const { summary } = wizard;
  if (!summary) return null;
  const errors = summary.errors;
  return (
    <Stack gap="md" data-testid="value-import-summary-step">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Count label={t('valueImport.summary.rows')} value={summary.rows_total} testId="summary-rows" />
        <Count label={t('valueImport.summary.attributesNew')} value={summary.attributes_new} testId="summary-attributes-new" />
        <Count label={t('valueImport.summary.valuesNew')} value={summary.values_new} testId="summary-values-new" />
        <Count label={t('valueImport.summary.valuesExisting')} value={summary.values_existing} testId="summary-values-existing" />
        <Count label={t('valueImport.summary.errors')} value={errors.length} testId="summary-errors" />
      </SimpleGrid>
      {errors.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} id={BLOCKED_REASON_ID} title={t('valueImport.summary.blockedTitle')} data-testid="value-import-blocked">
          {t('valueImport.summary.blocked', { count: errors.length })}
        </Alert>
      ) : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('valueImport.summary.readyTitle')}>
          {summary.values_new > 0 ? t('valueImport.summary.ready', { count: summary.values_new }) : t('valueImport.summary.nothingNew')}
        </Alert>
      )}
      {wizard.refusal.file && (
        <Text c="red" size="sm" role="alert">
          {wizard.refusal.file}
        </Text>
      )}
      {errors.length > 0 && (
        <Stack gap="xs">
          <Title order={5}>{t('valueImport.summary.errorsTitle')}</Title>
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" data-testid="value-import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60} ta="center">
                    {t('valueImport.summary.columns.row')}
                  </Table.Th>
                  <Table.Th w={140}>{t('valueImport.summary.columns.field')}</Table.Th>
                  <Table.Th w="28%">{t('valueImport.summary.columns.value')}</Table.Th>
                  <Table.Th>{t('valueImport.summary.columns.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.map((error, index) => (
                  <Table.Tr key={`${error.row}-${index}`} data-testid="value-import-error-row" data-row={error.row}>
                    <Table.Td ta="center" fw={700}>
                      {error.row}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Text size="sm">{t(`valueImport.fields.${error.field}`, { defaultValue: error.field })}</Text>
                        <Badge color="red" variant="light" tt="none">
                          {t(`valueImport.kinds.${error.kind}`, { defaultValue: error.kind })}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {error.value === '' ? (
                        <Text size="sm" c="dimmed" fs="italic">
                          {t('valueImport.summary.emptyValue')}
                        </Text>
                      ) : (
                        <Text size="sm" lineClamp={2} title={error.value} style={{ overflowWrap: 'anywhere' }}>
                          {error.value}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
