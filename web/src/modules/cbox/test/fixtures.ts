import type { CboxItem, CboxItemDetail, CboxLimits, CboxRights } from '../api/types';

export const ALL_RIGHTS: CboxRights = { download: true, edit: true, share: true, delete: true };
export const NO_RIGHTS: CboxRights = { download: false, edit: false, share: false, delete: false };

export const limits: CboxLimits = { max_file_bytes: 262144000, max_batch_files: 100, extensions: ['pdf', 'png', 'dwg'] };

export function cboxItem(overrides: Partial<CboxItem> & Pick<CboxItem, 'id' | 'name'>): CboxItem {
  const kind = overrides.kind ?? 'file';
  return {
    kind,
    parent_id: 'f1',
    project_id: 'proj-1',
    size: kind === 'folder' ? null : 2048,
    mime: kind === 'folder' ? null : 'application/pdf',
    extension: kind === 'folder' ? null : 'pdf',
    previewable: kind === 'file',
    owner: { id: 'u1', name: 'Ana Pérez' },
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    shared: false,
    rights: ALL_RIGHTS,
    deleted_at: null,
    ...overrides,
  };
}

export function folderDetail(overrides: Partial<CboxItemDetail> = {}): CboxItemDetail {
  return {
    ...cboxItem({ id: 'f1', name: 'Obra gruesa', kind: 'folder', parent_id: 'root-1' }),
    path: [{ id: 'root-1', name: 'Estructura' }],
    ...overrides,
  };
}

export const page = <T,>(data: T[]) => ({ data, current_page: 1, total: data.length, rowsPerPage: 50, has_more: false });
