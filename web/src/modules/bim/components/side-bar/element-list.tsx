import { Button, Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBimElements, type ElementsQuery } from '../../api/get-elements';
import type { BimElement } from '../../api/types';
import classes from './side-bar.module.css';

export interface ElementListProps {
  modelId: string;
  query: ElementsQuery;
  /** What the list shows, e.g. 'Elementos de Nivel 1'. */
  title: string;
  selected: string | null;
  onSelect: (element: BimElement) => void;
}

/** Elements of a spatial node or of a name search, page by page; the selected one is marked. */
export function ElementList({ modelId, query, title, selected, onSelect }: ElementListProps) {
  const { t } = useTranslation('bim');
  const elements = useBimElements(modelId, query);
  const rows = elements.data?.pages.flatMap((page) => page.data) ?? [];
  const total = elements.data?.pages[0]?.total ?? 0;

  let body;
  if (elements.isPending) {
    body = (
      <Center p="sm">
        <Loader type="oval" size="sm" color="gray" aria-label={t('sideBar.loadingElements')} />
      </Center>
    );
  } else if (elements.isError) {
    body = (
      <Text size="sm" c="red" role="alert">
        {t('sideBar.elementsFailed')}
      </Text>
    );
  } else if (rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('sideBar.noElements')}
      </Text>
    );
  } else {
    body = (
      <ul className={classes.list} aria-label={title}>
        {rows.map((element) => (
          <li key={element.global_id}>
            <UnstyledButton
              className={classes.row}
              display="block"
              w="100%"
              data-active={element.global_id === selected || undefined}
              aria-current={element.global_id === selected || undefined}
              onClick={() => onSelect(element)}
            >
              <Text size="sm" truncate>
                {element.name?.trim() || element.class}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {element.type_name ? t('sideBar.classAndType', { class: element.class, type: element.type_name }) : element.class}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" truncate>
          {title}
        </Text>
        {total > 0 && (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {t('sideBar.count', { shown: rows.length, total })}
          </Text>
        )}
      </Group>
      {body}
      {elements.hasNextPage && (
        <Button variant="subtle" size="xs" loading={elements.isFetchingNextPage} onClick={() => void elements.fetchNextPage()}>
          {t('sideBar.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
