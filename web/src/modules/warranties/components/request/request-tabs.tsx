import { Tabs } from '@mantine/core';
import { IconChecklist, IconClipboardCheck, IconMessages, IconSearch, IconTool, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { requestUrl } from '../../api/requests/ticket-core';
import type { RequestOut } from '../../api/requests/types';

const TABS: readonly { value: string; icon: Icon }[] = [
  { value: 'actividad', icon: IconMessages },
  { value: 'fallas', icon: IconChecklist },
  { value: 'oi', icon: IconSearch },
  { value: 'ot', icon: IconTool },
  { value: 'ac', icon: IconClipboardCheck },
];

/** The request's sections; `fallas` says how many failures are still pending. The path keeps what is under a tab (`oi/crear`). */
export function RequestTabs({ request }: { request: RequestOut }) {
  const { t } = useTranslation('warranties-requests');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = requestUrl(request.id, '').replace(/\/$/, '');
  const current = TABS.find((tab) => pathname.startsWith(`${base}/${tab.value}`))?.value ?? 'actividad';
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`${base}/${value}`)}>
      <Tabs.List aria-label={t('detail.tabs.label')}>
        {TABS.map(({ value, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
            {t(`detail.tabs.${value}`, { pending: request.failures_pending, total: request.failures_total })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
