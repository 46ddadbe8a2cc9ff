import { createContext, useCallback, useContext } from 'react';

/** Where the portal's screens live: `/` on its own, `/portal/{projectId}` inside the company's iframe. */
export interface PortalBase {
  /** '' or '/portal/{projectId}', relative to the router's basename. */
  base: string;
  /** The iframe's project (its units only, and the links it e-mails open the iframe again). */
  projectId: string | null;
}

export const ROOT_BASE: PortalBase = { base: '', projectId: null };

export const BaseContext = createContext<PortalBase>(ROOT_BASE);

export const usePortalBase = () => useContext(BaseContext);

/** A screen's path under the current base: `href('/solicitud/1')`. */
export function usePortalHref(): (path: string) => string {
  const { base } = usePortalBase();
  return useCallback((path: string) => joinPath(base, path), [base]);
}

export function joinPath(base: string, path: string): string {
  const tail = path.startsWith('/') ? path : `/${path}`;
  if (!base) return tail;
  return tail === '/' ? base : `${base}${tail}`;
}

/** The base of a location inside the router (without `/app/propietarios`), for code outside React. */
export function baseOfPath(pathname: string): string {
  const match = /^\/portal\/([^/]+)/.exec(pathname);
  return match ? `/portal/${match[1]}` : '';
}
