import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bimElementsQueryKey } from '../../api/keys';
import { elements, page } from '../../test/fixtures';
import { resolvePicked } from './resolve-picked';

describe('resolving a picked element', () => {
  const client = new QueryClient();
  client.setQueryData([...bimElementsQueryKey('m1'), { storey: 'L1' }], { pages: [page(elements)], pageParams: [1] });

  it('uses the GlobalId the 3D model carries', () => {
    expect(resolvePicked(client, 'm1', { fileId: 'f1', stepId: 999, globalId: 'G9' })).toBe('G9');
  });

  it('finds it by file and STEP id in the element lists already fetched', () => {
    expect(resolvePicked(client, 'm1', { fileId: 'f1', stepId: 102, globalId: null })).toBe('W2');
    expect(resolvePicked(client, 'm1', { fileId: 'f2', stepId: 102, globalId: null })).toBeNull();
    expect(resolvePicked(client, 'other', { fileId: 'f1', stepId: 102, globalId: null })).toBeNull();
  });
});
