import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

/** Obra's Mantine theme; breakpoints from SPEC §9 (sm 600, md 1024, lg 1440, xl 1920), in em as Mantine expects. */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white on filled buttons and blue links on white above WCAG AA's 4.5:1 (shade 6 is 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: {
    xs: '30em',
    sm: '37.5em',
    md: '64em',
    lg: '90em',
    xl: '120em',
  },
  cursorType: 'pointer',
  // People who ask their system for less motion get drawers, menus and toasts without their animations.
  respectReducedMotion: true,
});

/**
 * Contrast for WCAG AA (4.5:1): dimmed text darker than Mantine's gray-6 (3.3:1), and light-variant buttons and
 * badges with shade-9 text on their pale background instead of shade 6 (about 3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    ...Object.fromEntries(Object.keys(theme.colors).map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`])),
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab' },
});
