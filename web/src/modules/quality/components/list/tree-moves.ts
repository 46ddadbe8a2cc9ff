import type { Activity } from '../../api/types';

/** Where a row stands among its siblings, as far as the loaded page tells. */
export interface TreePlace {
  /** The sibling just above it: the new parent when indenting; null when it is the first, undefined when unknown. */
  previous: Activity | null | undefined;
  /** Whether a sibling follows it; undefined when the page ends before saying. */
  hasNext: boolean | undefined;
}

/**
 * Reads a row's neighbours from the page (rows in WBS order, collapsed subtrees left out). With a filter on the
 * page skips rows, so nothing can be told from it. `lastPage`: no row follows the page.
 */
export function treePlace(rows: readonly Activity[], index: number, filtering: boolean, lastPage: boolean): TreePlace {
  const row = rows[index];
  if (!row || filtering) return { previous: row?.position === 1 ? null : undefined, hasNext: undefined };
  let previous: Activity | null | undefined = row.position === 1 ? null : undefined;
  for (let i = index - 1; i >= 0 && previous === undefined; i -= 1) {
    const above = rows[i];
    if (!above || above.level < row.level) break;
    if (above.level === row.level && above.parent_id === row.parent_id) previous = above;
  }
  let hasNext: boolean | undefined = lastPage ? false : undefined;
  for (let i = index + 1; i < rows.length; i += 1) {
    const below = rows[i];
    if (!below) break;
    if (below.level < row.level) {
      hasNext = false;
      break;
    }
    if (below.level === row.level && below.parent_id === row.parent_id) {
      hasNext = true;
      break;
    }
  }
  return { previous, hasNext };
}

/** The body of `POST …/move` for each tree action; null when the action does not apply. */
export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';

export interface MoveTarget {
  parent_id: string | null;
  position?: number;
}

export function moveTarget(move: TreeMove, row: Activity, place: TreePlace, parent?: Pick<Activity, 'parent_id' | 'position'>): MoveTarget | null {
  const parentId = row.parent_id ?? null;
  switch (move) {
    case 'up':
      return row.position > 1 ? { parent_id: parentId, position: row.position - 1 } : null;
    case 'down':
      // Taken out of its place, the sibling after it moves up to its position: one past it is after that sibling.
      return place.hasNext === false ? null : { parent_id: parentId, position: row.position + 1 };
    case 'indent':
      // Last under the sibling above it.
      return place.previous ? { parent_id: place.previous.id } : null;
    case 'outdent':
      // Right after its parent, among its parent's siblings.
      return parentId && parent ? { parent_id: parent.parent_id ?? null, position: parent.position + 1 } : null;
  }
}
