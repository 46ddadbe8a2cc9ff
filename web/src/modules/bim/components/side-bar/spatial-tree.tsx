import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { nodeLabel, type SpatialNode } from './tree';
import classes from './side-bar.module.css';

export interface SpatialTreeProps {
  roots: readonly SpatialNode[];
  expanded: ReadonlySet<string>;
  active: string | null;
  /** File names by id, shown under each project when the model has more than one file. */
  fileNames?: ReadonlyMap<string, string>;
  onToggle: (globalId: string) => void;
  onActivate: (node: SpatialNode) => void;
}

interface RowProps extends Omit<SpatialTreeProps, 'roots'> {
  item: SpatialNode;
}

function TreeRow({ item, expanded, active, fileNames, onToggle, onActivate }: RowProps) {
  const { t } = useTranslation('bim');
  const { node, children } = item;
  const open = expanded.has(node.global_id);
  const label = nodeLabel(node);
  const file = item.depth === 0 ? fileNames?.get(node.file_id) : undefined;
  return (
    <li role="treeitem" aria-expanded={children.length > 0 ? open : undefined} aria-selected={active === node.global_id}>
      <Group gap={2} wrap="nowrap" pl={item.depth * 14}>
        {children.length > 0 ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={open ? t('sideBar.collapse', { name: label }) : t('sideBar.expand', { name: label })}
            onClick={() => onToggle(node.global_id)}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : (
          <span className={classes.spacer} />
        )}
        <UnstyledButton className={classes.row} data-active={active === node.global_id || undefined} onClick={() => onActivate(item)}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" truncate>
                {label}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {file ? t('sideBar.fileNode', { class: node.class, file }) : node.class}
              </Text>
            </div>
            {node.elements > 0 && (
              <Badge size="xs" variant="light" color="gray">
                {node.elements}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Group>
      {open && children.length > 0 && (
        <ul role="group" className={classes.list}>
          {children.map((child) => (
            <TreeRow key={child.node.global_id} {...{ expanded, active, fileNames, onToggle, onActivate }} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The spatial structure of the model: project → site → building → storey → space, each with its element count. */
export function SpatialTree({ roots, ...rest }: SpatialTreeProps) {
  const { t } = useTranslation('bim');
  return (
    <ul role="tree" aria-label={t('sideBar.tree')} className={classes.list}>
      {roots.map((item) => (
        <TreeRow key={item.node.global_id} {...rest} item={item} />
      ))}
    </ul>
  );
}
