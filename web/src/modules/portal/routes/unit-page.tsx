import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api/errors';
import { useUnit } from '../api/get-unit';
import { RequestList } from '../components/requests/request-list';
import { LoadError } from '../components/shared/load-error';
import { DocumentsList } from '../components/unit/documents-list';
import { UnitSummary } from '../components/unit/unit-summary';
import { usePortalHref } from '../shell/base-path';
import { NotFoundContent } from './not-found-page';

/** `/unidad/:unitId`: the unit's data, its documents and its requests. */
export default function UnitPage() {
  const { t } = useTranslation();
  const href = usePortalHref();
  const unitId = useParams().unitId ?? '';
  const unit = useUnit(unitId);

  if (unit.isPending) return <PageLoader />;
  if (unit.isError) return isApiError(unit.error) && unit.error.status === 404 ? <NotFoundContent /> : <LoadError error={unit.error} onRetry={() => void unit.refetch()} />;
  const data = unit.data;
  return (
    <Stack gap="lg" data-testid="unit-page">
      <Anchor component={Link} to={href('/')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('common.backHome')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {data.project_name}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('unit.name', { name: data.name })}
          </Title>
        </div>
        <Button component={Link} to={href(`/solicitud/crear?unidad=${data.id}`)} leftSection={<IconPlus size={18} />}>
          {t('home.newRequest')}
        </Button>
      </Group>
      <UnitSummary unit={data} />
      <Stack gap="xs" component="section" aria-labelledby="unit-documents">
        <Title order={2} fz="xl" id="unit-documents">
          {t('unit.documents')}
        </Title>
        <DocumentsList documents={data.documents} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="unit-requests">
        <Title order={2} fz="xl" id="unit-requests">
          {t('unit.requests')}
        </Title>
        {data.requests.length === 0 ? <Text c="dimmed">{t('unit.noRequests')}</Text> : <RequestList requests={data.requests} withUnit={false} />}
      </Stack>
    </Stack>
  );
}
