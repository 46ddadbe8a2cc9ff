/**
 * The concrete module's public face for the rest of the app: the `/config/hormigon/…` screens, which the
 * configuration module mounts in its section (lazy: their chunk loads on first visit).
 */
import { lazyPage } from '@/lib/lazy-page';

export const ConcreteConfigPage = lazyPage(() => import('./routes/config-concreto-page'));
export const ConcreteCompaniesPage = lazyPage(() => import('./routes/config-companies-page'));
export const ConcreteLotsPage = lazyPage(() => import('./routes/config-lots-page'));
