import { describe, expect, it } from 'vitest';
import type { BimTreeNode } from '../../api/types';
import { treeNodes } from '../../test/fixtures';
import { ancestorsOf, buildTree, initiallyExpanded, nodeLabel } from './tree';

const names = (items: ReturnType<typeof buildTree>): unknown[] =>
  items.map((item) => (item.children.length ? [item.node.global_id, names(item.children)] : item.node.global_id));

describe('spatial tree', () => {
  it('nests project, site, building, storeys and spaces in the order the server sent them', () => {
    const roots = buildTree(treeNodes);
    expect(names(roots)).toEqual([['P1', [['S1', [['B1', [['L1', ['R1']], 'L2']]]]]]]);
    expect(roots[0]?.children[0]?.children[0]?.children[0]?.depth).toBe(3);
  });

  it('keeps one tree per file and shows orphans and loops at the top instead of losing them', () => {
    const other: BimTreeNode[] = [
      { ...treeNodes[0]!, global_id: 'P2', file_id: 'f2' },
      { ...treeNodes[3]!, global_id: 'X1', parent: 'gone' },
      { ...treeNodes[3]!, global_id: 'A', parent: 'B' },
      { ...treeNodes[3]!, global_id: 'B', parent: 'A' },
    ];
    const roots = buildTree([...treeNodes, ...other]);
    expect(roots.map((item) => item.node.global_id)).toEqual(['P1', 'P2', 'X1', 'A']);
    expect(names(roots.slice(3))).toEqual([['A', ['B']]]);
  });

  it('lists the ancestors of a node, nearest first', () => {
    expect(ancestorsOf(treeNodes, 'R1')).toEqual(['L1', 'B1', 'S1', 'P1']);
    expect(ancestorsOf(treeNodes, 'P1')).toEqual([]);
    expect(ancestorsOf(treeNodes, 'unknown')).toEqual([]);
  });

  it('opens projects, sites and buildings at first', () => {
    expect([...initiallyExpanded(buildTree(treeNodes))]).toEqual(['P1', 'S1', 'B1']);
  });

  it('names a node by its name, or by its class without the Ifc prefix', () => {
    expect(nodeLabel({ name: 'Nivel 1', class: 'IfcBuildingStorey' })).toBe('Nivel 1');
    expect(nodeLabel({ name: '  ', class: 'IfcSpace' })).toBe('Space');
    expect(nodeLabel({ name: null, class: 'IfcSite' })).toBe('Site');
  });
});
