import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CboxView } from '../../api/types';

/** `/cbox/folders/root/{fileId}` names a file's details while browsing the project root. */
export const ROOT_SEGMENT = 'root';

export function folderPath(folderId: string | null): string {
  return folderId ? `/cbox/folders/${encodeURIComponent(folderId)}` : '/cbox/folders';
}

export function viewPath(view: CboxView): string {
  return view === 'folder' ? '/cbox/folders' : `/cbox/folders?view=${view}`;
}

function parseView(value: string | null): CboxView {
  return value === 'shared' || value === 'trash' ? value : 'folder';
}

/**
 * Where the library is, from the URL: `/cbox/folders/:folderId?/:fileId?` and `?view=shared|trash`. The folder is
 * null at the project root; `fileId` opens that item's details drawer.
 */
export function useLibraryLocation() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = parseView(searchParams.get('view'));
  const segment = params.folderId ?? null;
  const folderId = segment === ROOT_SEGMENT ? null : segment;
  const fileId = params.fileId ?? null;

  const openDetails = useCallback(
    (itemId: string) => void navigate(`/cbox/folders/${encodeURIComponent(folderId ?? ROOT_SEGMENT)}/${encodeURIComponent(itemId)}${search}`),
    [navigate, folderId, search],
  );
  const closeDetails = useCallback(
    () => void navigate(`${folderId ? folderPath(folderId) : '/cbox/folders'}${search}`),
    [navigate, folderId, search],
  );
  const openFolder = useCallback((id: string | null) => void navigate(folderPath(id)), [navigate]);

  return { view, folderId, fileId, openDetails, closeDetails, openFolder };
}

export type LibraryLocation = ReturnType<typeof useLibraryLocation>;
