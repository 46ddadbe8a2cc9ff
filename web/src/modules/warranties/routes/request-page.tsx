import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { MergedBanner } from '@/components/tickets/detail/merged-banner';
import { TicketActions } from '@/components/tickets/detail/ticket-actions';
import { TicketHeader } from '@/components/tickets/detail/ticket-header';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useRequest } from '../api/requests/get-request';
import { NOTIFY_MAX_LENGTH } from '../api/requests/notify-owner';
import type { RequestOut } from '../api/requests/types';
import { NotifyOwnerButton } from '../components/request/notify-owner-dialog';
import { RequestDetails } from '../components/request/request-details';
import { RequestTabs } from '../components/request/request-tabs';
import type { RequestTabProps } from '../components/request/tab-props';
import { useRequestRights } from '../components/shared/use-request-rights';
import { AcTab } from './ac-tab';
import { FailuresTab } from './failures-tab';
import { OrdersRoutes } from './orders-routes';
import { RequestActivityTab } from './request-activity-tab';

function RequestDetail({ request }: { request: RequestOut }) {
  const rights = useRequestRights();
  const canManage = rights.canManage(request);
  const canMerge = rights.canMerge(request);
  const props: RequestTabProps = { request, canManage };
  return (
    <Stack gap="md" data-testid="request-page">
      <TicketHeader
        ticket={request}
        details={<RequestDetails request={request} />}
        actions={
          <TicketActions
            ticket={request}
            canManage={canManage}
            canMerge={canMerge}
            maxMessageLength={NOTIFY_MAX_LENGTH}
            extra={canManage && request.owner && <NotifyOwnerButton request={request} />}
          />
        }
      />
      {request.merged_into && <MergedBanner target={request.merged_into} />}
      <RequestTabs request={request} />
      <Routes>
        <Route index element={<Navigate to="actividad" replace />} />
        <Route path="actividad" element={<RequestActivityTab request={request} canManage={canManage} canMerge={canMerge} />} />
        <Route path="fallas" element={<FailuresTab {...props} />} />
        <Route path="oi/*" element={<OrdersRoutes {...props} kind="oi" />} />
        <Route path="ot/*" element={<OrdersRoutes {...props} kind="ot" />} />
        <Route path="ac" element={<AcTab {...props} />} />
      </Routes>
    </Stack>
  );
}

/** `/warranties/solicitud/:solicitudId/*`: one request — header and actions, then actividad, fallas, oi, ot and ac. */
export default function RequestPage() {
  useHelpKey('warranties-requests.detail');
  const { t } = useTranslation('warranties-requests');
  const id = useParams().solicitudId ?? '';
  const request = useRequest(id);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/warranties/solicitudes" size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('detail.back')}
      </Anchor>
      {request.isLoading ? (
        <PageLoader />
      ) : request.isError ? (
        <StatusPage
          icon={<IconMessageReport size={36} />}
          title={request.error.message}
          description={t('detail.loadError')}
          actions={
            <Button component={Link} to="/warranties/solicitudes">
              {t('detail.back')}
            </Button>
          }
          testId="request-error"
        />
      ) : request.data ? (
        <RequestDetail request={request.data} />
      ) : null}
    </Stack>
  );
}
