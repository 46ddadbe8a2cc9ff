import { lazyPage } from '@/lib/lazy-page';

/** The viewer as its own chunk: it brings That Open components, three and web-ifc, which only BIM screens need. */
export const BimViewer = lazyPage(() => import('./bim-viewer'));
