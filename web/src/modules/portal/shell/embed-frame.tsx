import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api/errors';
import { useEmbed } from '../api/get-embed';
import { LoadError } from '../components/shared/load-error';
import { UnavailablePage } from '../routes/unavailable-page';
import { BaseContext, type PortalBase } from './base-path';
import { parseHex } from './brand-colors';
import { useSetBrand } from './brand-context';
import { PublicLayout } from './public-layout';

/**
 * `?color=` as the company's page wrote it: `?color=%23ff8800`, `?color=ff8800`, or `?color=#ff8800`, whose `#`
 * the browser reads as the start of the fragment.
 */
export function colorFromLocation(search: string, hash: string): string | null {
  const param = new URLSearchParams(search).get('color');
  if (param) return parseHex(param);
  return param === '' ? parseHex(hash) : null;
}

/**
 * `/portal/:projectId/*`: the portal inside the company's site. The project must have its iframe turned on (else
 * "not available"); its colour, or the page's `?color=`, becomes the primary colour; every link stays under
 * `/portal/:projectId/`.
 */
export function EmbedFrame() {
  const projectId = useParams().projectId ?? '';
  const location = useLocation();
  // Read once: the screens' own links do not carry the query along.
  const [queryColor] = useState(() => colorFromLocation(location.search, location.hash));
  const embed = useEmbed(projectId);
  const setBrand = useSetBrand();
  const color = queryColor ?? parseHex(embed.data?.primary_color);
  const base = useMemo<PortalBase>(() => ({ base: `/portal/${encodeURIComponent(projectId)}`, projectId }), [projectId]);

  useEffect(() => {
    setBrand(embed.data ? color : null);
    return () => setBrand(null);
  }, [color, embed.data, setBrand]);

  if (embed.isPending) return <PageLoader fullScreen />;
  if (embed.isError) {
    if (isApiError(embed.error) && embed.error.status === 404) return <UnavailablePage />;
    return (
      <PublicLayout>
        <LoadError error={embed.error} onRetry={() => void embed.refetch()} />
      </PublicLayout>
    );
  }
  return (
    <BaseContext.Provider value={base}>
      <Outlet />
    </BaseContext.Provider>
  );
}
