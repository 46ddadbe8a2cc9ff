import { createTheme, type MantineThemeOverride } from '@mantine/core';

/** Obra's Mantine theme; breakpoints from SPEC §9 (sm 600, md 1024, lg 1440, xl 1920), in em as Mantine expects. */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'blue',
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
});
