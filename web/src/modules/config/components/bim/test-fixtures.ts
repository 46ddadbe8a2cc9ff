import type { BimFile, BimModel } from '../../api/bim/types';

/** Test data of the BIM configuration screens. */
export function bimFile(overrides: Partial<BimFile> = {}): BimFile {
  return {
    id: 'file-1',
    name: 'torre-a-arq.ifc',
    size: 12_582_912,
    state: 'available',
    progress: 100,
    error: null,
    schema: 'IFC4',
    stage: 'Obra gruesa',
    elements: 1234,
    created_at: '2026-11-02T12:00:00Z',
    processed_at: '2026-11-02T12:05:00Z',
    ...overrides,
  };
}

export function bimModel(overrides: Partial<BimModel> = {}): BimModel {
  return {
    id: 'model-1',
    project_id: 'proj-1',
    model_name: 'Torre A',
    model_id: 'TA-01',
    state: 'available',
    progress: 100,
    concrete: false,
    files: [bimFile()],
    created_at: '2026-11-02T12:00:00Z',
    updated_at: '2026-11-02T12:05:00Z',
    version: 3,
    ...overrides,
  };
}

export const listOf = (data: unknown[]) => ({ data, current_page: 1, total: data.length, rowsPerPage: 200, has_more: false });
