import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useUnitTypes } from '../api/propietarios/get-unit-types';
import { LoadError } from '../components/propietarios/load-error';
import { PlansCard } from '../components/propietarios/plans-card';
import { SectionHeader } from '../components/section-header';

/** /config/propietarios/planos: per unit type (`?tipo=<id>`, the first by default), its plans. */
export default function PropietariosPlansPage() {
  useHelpKey('config-propietarios.planos');
  const { t } = useTranslation(['config-propietarios', 'config']);
  const unitTypes = useUnitTypes();
  const [params, setParams] = useSearchParams();
  const types = unitTypes.data ?? [];
  const selected = types.find((type) => type.id === params.get('tipo'))?.id ?? types[0]?.id ?? null;
  return (
    <Stack gap="lg" data-testid="propietarios-plans-page">
      <SectionHeader title={t('config:sections.propietarios.children.planos')} description={t('plans.intro')} />
      {unitTypes.isError ? (
        <LoadError onRetry={() => void unitTypes.refetch()} />
      ) : !unitTypes.data ? (
        <PageLoader />
      ) : types.length === 0 ? (
        <Text c="dimmed">
          {t('plans.noUnitTypes')}{' '}
          <Anchor component={Link} to="/config/propietarios/global">
            {t('plans.toGlobal')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Select
            label={t('plans.unitType')}
            data={types.map((type) => ({ value: type.id, label: type.name }))}
            value={selected}
            onChange={(id) => id && setParams({ tipo: id }, { replace: true })}
            allowDeselect={false}
            maw={360}
          />
          {selected && <PlansCard key={selected} unitTypeId={selected} />}
        </>
      )}
    </Stack>
  );
}
