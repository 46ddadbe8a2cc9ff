import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { brandPalette } from './brand-colors';

/**
 * The portal's theme: the staff app's look (breakpoints, radius, font, shade 8 for contrast) with the company's
 * colour as the primary one inside its iframe. Kept here because modules do not import the app's files.
 */
export function portalTheme(brand: string | null): MantineThemeOverride {
  return createTheme({
    primaryColor: brand ? 'brand' : 'blue',
    primaryShade: { light: 8, dark: 8 },
    colors: brand ? { brand: brandPalette(brand) } : {},
    // A pale company colour gets dark text on its buttons.
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    breakpoints: { xs: '30em', sm: '37.5em', md: '64em', lg: '90em', xl: '120em' },
    cursorType: 'pointer',
    // People who ask their system for less motion get drawers, menus and toasts without their animations.
    respectReducedMotion: true,
  });
}

/** WCAG AA: dimmed text darker than Mantine's gray-6, and shade-9 text on light variants (as the staff app). */
export const portalCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    ...Object.fromEntries(Object.keys(theme.colors).map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`])),
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab' },
});
