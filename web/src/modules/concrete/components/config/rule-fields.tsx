import { Badge, Group, NumberInput, Select, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-card';
import { Unit } from './unit';

type Standard = 'nch1998' | 'nbr12655';

function RuleBlock({ standard, applies, children }: { standard: Standard; applies: boolean; children: ReactNode }) {
  const { t } = useTranslation('concrete-config');
  return (
    <Stack gap="xs" opacity={applies ? 1 : 0.7} data-testid={`concrete-rule-${standard}`} data-applies={applies || undefined}>
      <Group gap="sm" wrap="wrap">
        <Title order={5}>{t(`lots.standards.${standard}`)}</Title>
        <Badge variant="light" color={applies ? 'teal' : 'gray'} tt="none">
          {applies ? t('lots.applies') : t('lots.notApplies')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`lots.standardHints.${standard}`)}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The conformity rule's parameters: NCh 1998 (fraction defective, individual margin) and NBR 12655 (preparation
 * condition). The company's country chooses the standard; the one that applies comes first.
 */
export function RuleFields({ form, standard, readOnly }: { form: SettingsForm; standard: string; readOnly: boolean }) {
  const { t } = useTranslation('concrete-config');
  const nch = (
    <RuleBlock key="nch1998" standard="nch1998" applies={standard !== 'nbr12655'}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="concrete-fraction-label">
          {t('lots.fraction')}
        </Text>
        <SegmentedControl
          aria-labelledby="concrete-fraction-label"
          readOnly={readOnly}
          w="fit-content"
          data={[
            { value: '10', label: '10 %' },
            { value: '20', label: '20 %' },
          ]}
          value={form.values.fraction_defective}
          onChange={(value) => form.setFieldValue('fraction_defective', value)}
        />
      </Stack>
      <NumberInput
        label={t('lots.margin')}
        description={t('lots.marginHint')}
        required
        readOnly={readOnly}
        decimalSeparator=","
        allowNegative={false}
        hideControls
        rightSection={<Unit>MPa</Unit>}
        rightSectionWidth={48}
        maw={380}
        {...form.getInputProps('individual_margin_mpa')}
      />
    </RuleBlock>
  );
  const nbr = (
    <RuleBlock key="nbr12655" standard="nbr12655" applies={standard === 'nbr12655'}>
      <Select
        label={t('lots.condition')}
        readOnly={readOnly}
        allowDeselect={false}
        maw={520}
        data={['A', 'B', 'C'].map((value) => ({ value, label: t(`lots.conditions.${value}`) }))}
        {...form.getInputProps('nbr_condition')}
      />
    </RuleBlock>
  );
  return <Stack gap="lg">{standard === 'nbr12655' ? [nbr, nch] : [nch, nbr]}</Stack>;
}
