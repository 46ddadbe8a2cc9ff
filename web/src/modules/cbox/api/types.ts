/**
 * Wire types of the Cbox API (/tmp/cbox/contract.md). Hand-written while the server and its OpenAPI entries are
 * being written; once `openapi.json` carries them, these become aliases of `Schema<'…'>` like the other modules.
 */
export type CboxItemKind = 'folder' | 'file';

/** What the current user may do with one item. */
export interface CboxRights {
  download: boolean;
  edit: boolean;
  share: boolean;
  delete: boolean;
}

export interface CboxUserRef {
  id: string;
  name: string;
}

export interface CboxItem {
  id: string;
  kind: CboxItemKind;
  name: string;
  parent_id: string | null;
  project_id: string;
  /** Bytes; files only. */
  size: number | null;
  mime: string | null;
  /** Lowercase, without the dot (`pdf`). */
  extension: string | null;
  /** pdf and images: shown inline by `download?inline=true`. */
  previewable: boolean;
  owner: CboxUserRef;
  created_at: string;
  updated_at: string;
  /** The item has at least one share. */
  shared: boolean;
  rights: CboxRights;
  /** Set only in the trash view. */
  deleted_at: string | null;
}

/** An item with its visible ancestors, root → parent. */
export interface CboxItemDetail extends CboxItem {
  path: { id: string; name: string }[];
}

export interface ShareRights {
  download: boolean;
  edit: boolean;
  share: boolean;
}

export interface CboxShare extends ShareRights {
  user: { id: string; name: string; username: string };
  granted_by: CboxUserRef | null;
  created_at: string;
}

export interface ShareCandidate {
  id: string;
  name: string;
  username: string;
}

export type CboxRecordAction =
  | 'created'
  | 'uploaded'
  | 'previewed'
  | 'downloaded'
  | 'renamed'
  | 'moved'
  | 'shared'
  | 'unshared'
  | 'deleted'
  | 'restored';

export interface CboxRecord {
  id: string;
  action: CboxRecordAction;
  user: CboxUserRef | null;
  at: string;
  detail: { from?: string; to?: string; grantee?: string; download?: boolean; edit?: boolean; share?: boolean } | null;
}

export interface CboxLimits {
  max_file_bytes: number;
  max_batch_files: number;
  /** Allowed extensions, lowercase, without the dot. */
  extensions: string[];
}

export type CboxView = 'folder' | 'shared' | 'trash';
export type CboxSortKey = 'name' | 'size' | 'updated_at';
