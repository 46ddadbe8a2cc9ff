import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useRequestForm } from '../api/requests/get-request-form';
import { requestUrl } from '../api/requests/ticket-core';
import { RequestForm } from '../components/request-form/request-form';
import { LoadError } from '../components/shared/load-error';
import { useRequestRights } from '../components/shared/use-request-rights';

/** `/warranties/solicitud/crear[?unit=<id>]`: a new request, opened once created (then its failures are added). */
export default function CreateRequestPage() {
  useHelpKey('warranties-requests.create');
  const { t } = useTranslation('warranties-requests');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { me } = useRequestRights();
  const form = useRequestForm(me.active_project_id ?? null);
  const back = params.get('unit') ? `/warranties/ficha/${encodeURIComponent(params.get('unit') ?? '')}/solicitudes` : '/warranties/solicitudes';

  return (
    <Stack gap="sm" data-testid="create-request-page">
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('create.back')}
      </Anchor>
      <PageHeader title={t('create.title')} />
      {form.isError ? (
        <LoadError message={t('create.formError')} onRetry={() => void form.refetch()} />
      ) : !form.data ? (
        <PageLoader />
      ) : (
        <RequestForm
          options={form.data}
          unitId={params.get('unit')}
          onCreated={(request) => void navigate(requestUrl(request.id, 'fallas'))}
          onCancel={() => void navigate(back)}
        />
      )}
    </Stack>
  );
}
