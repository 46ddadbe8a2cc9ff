import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useHome } from '../api/get-home';
import { RequestForm } from '../components/request-form/request-form';
import { LoadError } from '../components/shared/load-error';
import { notifyDone } from '../components/shared/notify';
import { usePortalBase, usePortalHref } from '../shell/base-path';

/** `/solicitud/crear?unidad=`: a new after-sales request for one of the owner's units. */
export default function CreateRequestPage() {
  const { t } = useTranslation();
  const { projectId } = usePortalBase();
  const href = usePortalHref();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = useHome(projectId);

  if (home.isPending) return <PageLoader />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  return (
    <Stack gap="md" maw={680} data-testid="create-request-page">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('form.title')}
        </Title>
        <Text c="dimmed">{t('form.intro')}</Text>
      </div>
      {home.data.units.length === 0 ? (
        <Text>{t('home.noUnits')}</Text>
      ) : (
        <RequestForm
          units={home.data.units}
          unitId={params.get('unidad')}
          onCreated={(request) => {
            notifyDone(t('form.created', { number: request.number }));
            void navigate(href(`/solicitud/${request.id}`), { replace: true });
          }}
          onCancel={() => {
            const unitId = params.get('unidad');
            void navigate(href(unitId ? `/unidad/${unitId}` : '/'));
          }}
        />
      )}
    </Stack>
  );
}
