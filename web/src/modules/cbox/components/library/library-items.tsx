import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import type { CboxItem } from '../../api/types';
import type { ItemHandlers } from './item-handlers';
import { ItemGrid } from './item-card';
import { ItemTable, type ItemSort } from './item-table';
import { LibraryEmpty } from './library-empty';

interface LibraryItemsProps {
  items: CboxItem[];
  handlers: ItemHandlers;
  grid: boolean;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  searching: boolean;
  sort: ItemSort;
  onSortChange: (sort: ItemSort) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onUpload?: () => void;
}

/** The list area: loading, error with retry, the empty states, or the items as cards or rows. */
export function LibraryItems(props: LibraryItemsProps) {
  const { t } = useTranslation(['cbox', 'common']);
  const { items, handlers } = props;
  if (props.loading) return <PageLoader />;
  if (props.error) {
    return (
      <StatusPage
        icon={<IconAlertTriangle size={36} />}
        color="red"
        title={t('errors.listTitle')}
        description={t('errors.listDetail')}
        actions={<Button onClick={props.onRetry}>{t('common:actions.retry')}</Button>}
        testId="cbox-list-error"
      />
    );
  }
  if (items.length === 0) return <LibraryEmpty view={handlers.view} searching={props.searching} onUpload={props.onUpload} />;
  return (
    <>
      {props.grid ? (
        <ItemGrid items={items} handlers={handlers} />
      ) : (
        <ItemTable items={items} handlers={handlers} fetching={props.fetching} sort={props.sort} onSortChange={props.onSortChange} />
      )}
      {props.hasMore && (
        <Group justify="center">
          <Button variant="default" loading={props.loadingMore} onClick={props.onLoadMore}>
            {t('common:actions.loadMore')}
          </Button>
        </Group>
      )}
    </>
  );
}
