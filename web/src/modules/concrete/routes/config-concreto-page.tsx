import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSection } from '../components/config/catalog-section';
import { ConfigHeader } from '../components/config/config-header';
import { SettingsCard } from '../components/config/settings-card';
import { Unit } from '../components/config/unit';

/**
 * `/config/hormigon/concreto`: the largest single placement (m³) and the catalogues of element kinds (structural or
 * not, with the IFC class of the model's elements) and laboratories.
 */
export default function ConcreteConfigPage() {
  const { t } = useTranslation('concrete-config');
  return (
    <Stack gap="lg" data-testid="concrete-config-concreto-page">
      <ConfigHeader title={t('concreto.title')} description={t('concreto.intro')} />
      <SettingsCard loadErrorTitle={t('errors.m3')} saveErrorTitle={t('errors.m3Save')} testId="concrete-m3">
        {(form, _settings, readOnly) => (
          <NumberInput
            label={t('concreto.maxPlacement')}
            description={t('concreto.maxPlacementHint')}
            required
            readOnly={readOnly}
            decimalSeparator=","
            allowNegative={false}
            hideControls
            rightSection={<Unit>m³</Unit>}
            rightSectionWidth={40}
            maw={380}
            {...form.getInputProps('max_placement_m3')}
          />
        )}
      </SettingsCard>
      <CatalogSection kind="elements" />
      <CatalogSection kind="laboratories" />
    </Stack>
  );
}
