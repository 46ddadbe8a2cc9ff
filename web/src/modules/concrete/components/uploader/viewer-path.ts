import type { Me } from '@/lib/session';

/** The modules whose `bim/:modelId` route opens any model of the project in the viewer, in the order tried. */
const VIEWER_MODULES = ['cbox', 'quality', 'cmanagement'] as const;

/** Where the user may open a model in the plain BIM viewer (`/<module>/bim/<id>`), or null without such a module. */
export function viewerPath(me: Pick<Me, 'modules'>, modelId: string): string | null {
  const granted = VIEWER_MODULES.find((key) => me.modules.some((access) => access.module === key && access.access === 'granted'));
  return granted ? `/${granted}/bim/${encodeURIComponent(modelId)}` : null;
}
