/**
 * The quality module's public face for the rest of the app: the `/config/calidad/attributes` screen, which the
 * configuration module mounts in its section (lazy: its chunk loads on first visit).
 */
import { lazyPage } from '@/lib/lazy-page';

export const QualityAttributesPage = lazyPage(() => import('./routes/attributes-page'));
