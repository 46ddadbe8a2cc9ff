import { describe, expect, it } from 'vitest';
import { activity, excavation, finishes, foundations, summary } from '../../test/fixtures';
import { moveTarget, treePlace } from './tree-moves';

const rows = [summary, excavation, foundations, finishes];

describe('moves in the WBS from the page’s rows', () => {
  it('knows a row’s siblings above and below', () => {
    expect(treePlace(rows, 1, false, true)).toEqual({ previous: null, hasNext: true });
    expect(treePlace(rows, 2, false, true)).toEqual({ previous: excavation, hasNext: false });
    expect(treePlace(rows, 0, false, true)).toEqual({ previous: null, hasNext: true });
    expect(treePlace(rows, 3, false, true)).toEqual({ previous: summary, hasNext: false });
  });

  it('does not guess past the page’s end or through a filter', () => {
    expect(treePlace(rows, 3, false, false).hasNext).toBeUndefined();
    expect(treePlace(rows, 2, true, true)).toEqual({ previous: undefined, hasNext: undefined });
  });

  it('turns each action into a parent and a position', () => {
    const place = treePlace(rows, 2, false, true);
    expect(moveTarget('up', foundations, place)).toEqual({ parent_id: 'a1', position: 1 });
    expect(moveTarget('down', foundations, place)).toBeNull();
    expect(moveTarget('indent', foundations, place)).toEqual({ parent_id: 'a11' });
    expect(moveTarget('outdent', foundations, place, summary)).toEqual({ parent_id: null, position: 2 });
    // The first of its level has nothing above to go into, and a top-level row nowhere to go out to.
    expect(moveTarget('indent', excavation, treePlace(rows, 1, false, true))).toBeNull();
    expect(moveTarget('outdent', summary, treePlace(rows, 0, false, true))).toBeNull();
    expect(moveTarget('up', activity({ id: 'x', code: '3', description: 'x' }), { previous: undefined, hasNext: undefined })).toEqual({ parent_id: null, position: 2 });
  });
});
