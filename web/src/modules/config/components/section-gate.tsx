import { Suspense, type ReactNode } from 'react';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/lib/session';
import { canOpenSection, findSection } from '../sections';

/** Shows a section's screen when the user's profile holds its permission, the no-permission page otherwise. */
export function SectionGate({ path, children }: { path: string; children: ReactNode }) {
  const { permissions } = useMe();
  const section = findSection(path);
  if (section && !canOpenSection(section, permissions)) return <NoPermissionPage />;
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}
