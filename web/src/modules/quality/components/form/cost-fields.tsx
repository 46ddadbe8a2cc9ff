import { Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../api/types';
import { currencyDecimals } from '../format';
import { COST_FIELDS, type ActivityForm } from './activity-form-values';

/** The currency and the three costs in it; read-only on a summary, whose costs are its children's sums. */
export function CostFields({ form, readOnly }: { form: ActivityForm; readOnly: boolean }) {
  const { t } = useTranslation('quality');
  const { currency } = form.values;
  const decimals = currencyDecimals(currency);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={600} size="sm">
          {t('form.costs')}
        </Text>
        <Select
          label={t('form.currency')}
          data={CURRENCIES.map((code) => ({ value: code, label: t(`currency.${code}`) }))}
          value={currency}
          onChange={(value) => form.setFieldValue('currency', CURRENCIES.find((code) => code === value) ?? currency)}
          allowDeselect={false}
          disabled={readOnly}
          error={form.errors.currency}
          w={200}
          comboboxProps={{ withinPortal: true }}
          data-testid="activity-currency"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {COST_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={t(`form.${field}`)}
            min={0}
            decimalScale={decimals}
            thousandSeparator="."
            decimalSeparator=","
            leftSection={
              <Text size="xs" c="dimmed">
                {currency}
              </Text>
            }
            leftSectionWidth={44}
            disabled={readOnly}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
