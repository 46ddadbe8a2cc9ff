import type { BimTreeNode } from '../../api/types';

/** A spatial node with its children, in the order the server sent them. */
export interface SpatialNode {
  node: BimTreeNode;
  depth: number;
  children: SpatialNode[];
}

/**
 * Builds the spatial trees (one per file: project → site → building → storey → space) from the flat list. A node
 * whose parent is missing, or that sits in a parent loop, becomes a root instead of disappearing.
 */
export function buildTree(nodes: readonly BimTreeNode[]): SpatialNode[] {
  const byId = new Map<string, SpatialNode>();
  for (const node of nodes) if (!byId.has(node.global_id)) byId.set(node.global_id, { node, depth: 0, children: [] });
  const roots: SpatialNode[] = [];
  for (const item of byId.values()) {
    const parent = item.node.parent === null ? undefined : byId.get(item.node.parent);
    if (parent && parent !== item) parent.children.push(item);
    else roots.push(item);
  }
  const placed = new Set<SpatialNode>();
  const place = (item: SpatialNode, depth: number) => {
    placed.add(item);
    item.depth = depth;
    item.children = item.children.filter((child) => !placed.has(child));
    for (const child of item.children) place(child, depth + 1);
  };
  for (const root of roots) place(root, 0);
  // Loops never reach a root: show their members at the top level.
  for (const item of byId.values()) {
    if (placed.has(item)) continue;
    roots.push(item);
    place(item, 0);
  }
  return roots;
}

/** GlobalIds of the ancestors of a node, nearest first (empty for a root or an unknown node). */
export function ancestorsOf(nodes: readonly BimTreeNode[], globalId: string): string[] {
  const parents = new Map(nodes.map((node) => [node.global_id, node.parent]));
  const result: string[] = [];
  let parent = parents.get(globalId) ?? null;
  while (parent !== null && !result.includes(parent) && parent !== globalId) {
    result.push(parent);
    parent = parents.get(parent) ?? null;
  }
  return result;
}

/** Nodes open at first: projects, sites and buildings, so the storeys show without a click. */
export function initiallyExpanded(roots: readonly SpatialNode[], depth = 3): Set<string> {
  const open = new Set<string>();
  const visit = (item: SpatialNode) => {
    if (item.depth >= depth || item.children.length === 0) return;
    open.add(item.node.global_id);
    item.children.forEach(visit);
  };
  roots.forEach(visit);
  return open;
}

/** What a node is called on screen: its name, or its IFC class without the `Ifc` prefix when it has none. */
export function nodeLabel(node: Pick<BimTreeNode, 'name' | 'class'>): string {
  return node.name?.trim() || node.class.replace(/^Ifc/i, '');
}
