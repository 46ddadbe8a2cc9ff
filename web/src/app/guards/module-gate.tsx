import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useMe, type Me } from '@/lib/session';
import { NotFoundPage } from '../pages/not-found-page';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { entryPath, rememberRoute } from '../routes/last-route';
import { modulePages, shellModulePages } from '../routes/module-pages';
import type { ModuleRoute } from '../routes/route-types';
import { decideModuleRoute, moduleAccess } from './access';

function canRequestActivation(route: ModuleRoute, me: Me): boolean {
  const permission = route.activation?.permission;
  return !permission || me.user.is_superadmin || me.permissions.includes(permission);
}

/**
 * Guards one module's URLs with the route table: entry → last or default route; profile-locked →
 * no-permission page; plan-locked → its landing; unknown sub-route → not-found. Remembers visited routes.
 */
export function ModuleGate({ route }: { route: ModuleRoute }) {
  const me = useMe();
  const relative = useParams()['*'] ?? '';
  const { search } = useLocation();
  const access = moduleAccess(route, me);
  const decision = relative === '' && access !== 'profile' ? null : decideModuleRoute(route, access, relative);

  useEffect(() => {
    if (decision?.kind === 'render' && access === 'granted') rememberRoute(route, relative, search);
  }, [decision?.kind, access, route, relative, search]);

  if (decision === null) return <Navigate to={entryPath(route, access)} replace />;
  if (decision.kind === 'forbidden') return <NoPermissionPage />;
  if (decision.kind === 'not-found') return <NotFoundPage />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  if (route.key === 'home' || route.key === 'config') {
    const Page = shellModulePages[route.key];
    return <Page />;
  }
  const Page = modulePages[route.key];
  const activation = route.activation
    ? { kind: route.activation.kind, canRequest: canRequestActivation(route, me) }
    : null;
  return <Page module={route.key} icon={route.icon} access={access === 'plan' ? 'plan' : 'granted'} activation={activation} />;
}
