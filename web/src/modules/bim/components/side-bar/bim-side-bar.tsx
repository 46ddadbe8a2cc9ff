import { CloseButton, Divider, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bimElementQueryOptions } from '../../api/get-element';
import { useBimTree } from '../../api/get-tree';
import type { BimElement } from '../../api/types';
import { ElementList } from './element-list';
import { SpatialTree } from './spatial-tree';
import { ancestorsOf, buildTree, initiallyExpanded, nodeLabel } from './tree';
import classes from './side-bar.module.css';

export interface BimSideBarProps {
  modelId: string;
  selected: string | null;
  onSelect: (globalId: string) => void;
  /** File names by id (a model may federate several IFC files). */
  fileNames: ReadonlyMap<string, string>;
}

/**
 * The left panel: the spatial tree, the elements of the chosen node and a search by name. Choosing an element selects
 * it in 3D; an element picked in 3D opens its storey here.
 */
export function BimSideBar({ modelId, selected, onSelect, fileNames }: BimSideBarProps) {
  const { t } = useTranslation('bim');
  const queryClient = useQueryClient();
  const tree = useBimTree(modelId);
  const roots = useMemo(() => buildTree(tree.data ?? []), [tree.data]);
  const [toggled, setToggled] = useState<ReadonlySet<string> | null>(null);
  const expanded = toggled ?? initiallyExpanded(roots);
  const [active, setActive] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The element last chosen in the list: selecting it must not move the list to its storey.
  const chosenHere = useRef<string | null>(null);

  const toggle = (globalId: string) => {
    const next = new Set(expanded);
    if (!next.delete(globalId)) next.add(globalId);
    setToggled(next);
  };

  // An element selected elsewhere (a click in 3D, another module): show its storey and open the tree down to it.
  useEffect(() => {
    if (selected === null || selected === chosenHere.current) return;
    let stale = false;
    queryClient
      .query(bimElementQueryOptions(modelId, selected))
      .then((element) => {
        if (stale || !element.storey_id) return;
        const storey = element.storey_id;
        setActive(storey);
        setSearch('');
        setToggled((current) => new Set([...(current ?? initiallyExpanded(roots)), ...ancestorsOf(tree.data ?? [], storey)]));
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [selected, modelId, queryClient, roots, tree.data]);

  const choose = (element: BimElement) => {
    chosenHere.current = element.global_id;
    onSelect(element.global_id);
  };

  const activeNode = tree.data?.find((node) => node.global_id === active) ?? null;
  const title = debounced
    ? activeNode
      ? t('sideBar.resultsIn', { name: nodeLabel(activeNode) })
      : t('sideBar.results')
    : activeNode
      ? t('sideBar.elementsOf', { name: nodeLabel(activeNode) })
      : '';

  return (
    <Stack gap="xs" h="100%" p="xs" component="nav" aria-label={t('sideBar.label')}>
      <TextInput
        size="xs"
        placeholder={t('sideBar.search')}
        aria-label={t('sideBar.search')}
        leftSection={<IconSearch size={14} />}
        rightSection={search ? <CloseButton size="xs" aria-label={t('sideBar.clearSearch')} onClick={() => setSearch('')} /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah="45%" type="auto" scrollbars="y" offsetScrollbars classNames={{ content: classes.scrollContent }}>
        {tree.isPending && <Loader type="oval" size="sm" color="gray" aria-label={t('sideBar.loadingTree')} />}
        {tree.isError && (
          <Text size="sm" c="red" role="alert">
            {t('sideBar.treeFailed')}
          </Text>
        )}
        {tree.isSuccess && roots.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sideBar.treeEmpty')}
          </Text>
        )}
        <SpatialTree
          roots={roots}
          expanded={expanded}
          active={active}
          fileNames={fileNames.size > 1 ? fileNames : undefined}
          onToggle={toggle}
          onActivate={(item) => setActive(item.node.global_id === active ? null : item.node.global_id)}
        />
      </ScrollArea.Autosize>
      <Divider />
      <ScrollArea style={{ flex: 1 }} type="auto" scrollbars="y" offsetScrollbars classNames={{ content: classes.scrollContent }}>
        {title ? (
          <ElementList modelId={modelId} query={{ storey: active, search: debounced }} title={title} selected={selected} onSelect={choose} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('sideBar.hint')}
          </Text>
        )}
      </ScrollArea>
    </Stack>
  );
}
