import type { TFunction } from 'i18next';
import type { CboxRecord } from '../../api/types';

const RIGHTS = ['download', 'edit', 'share'] as const;

/** The detail line of a record (a rename's old and new name, a share's grantee and rights), or null. */
export function recordDetail(t: TFunction<'cbox'>, record: CboxRecord): string | null {
  const detail = record.detail;
  if (!detail) return null;
  switch (record.action) {
    case 'renamed':
    case 'moved':
      if (detail.from !== undefined && detail.to !== undefined) return t(`records.detail.${record.action}`, { from: detail.from, to: detail.to });
      return detail.to !== undefined ? t('records.detail.to', { to: detail.to }) : null;
    case 'shared': {
      const rights = RIGHTS.filter((right) => detail[right] === true).map((right) => t(`records.rights.${right}`));
      const list = rights.length > 0 ? rights.join(', ') : t('records.rights.none');
      return t('records.detail.shared', { grantee: detail.grantee ?? '—', rights: list });
    }
    case 'unshared':
      return detail.grantee ? t('records.detail.unshared', { grantee: detail.grantee }) : null;
    default:
      return null;
  }
}
