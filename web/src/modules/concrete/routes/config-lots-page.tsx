import { Divider, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfigHeader } from '../components/config/config-header';
import { RuleFields } from '../components/config/rule-fields';
import { SettingsCard } from '../components/config/settings-card';
import { Unit } from '../components/config/unit';

/**
 * `/config/hormigon/lotes`: the m³ that close a lot and the parameters of the conformity rule its samples are judged
 * by (NCh 1998 in Chile, NBR 12655 in Brazil, by the company's country).
 */
export default function ConcreteLotsPage() {
  const { t } = useTranslation('concrete-config');
  return (
    <Stack gap="lg" data-testid="concrete-config-lots-page">
      <ConfigHeader title={t('lots.title')} description={t('lots.intro')} />
      <SettingsCard loadErrorTitle={t('errors.lotLimit')} saveErrorTitle={t('errors.lotLimitSave')} testId="concrete-lots">
        {(form, settings, readOnly) => (
          <>
            <NumberInput
              label={t('lots.limit')}
              description={t('lots.limitHint')}
              required
              readOnly={readOnly}
              decimalSeparator=","
              thousandSeparator="."
              allowNegative={false}
              hideControls
              rightSection={<Unit>m³</Unit>}
              rightSectionWidth={40}
              maw={380}
              {...form.getInputProps('lot_limit_m3')}
            />
            <Divider label={t('lots.rule')} labelPosition="left" />
            <RuleFields form={form} standard={settings.standard} readOnly={readOnly} />
          </>
        )}
      </SettingsCard>
    </Stack>
  );
}
