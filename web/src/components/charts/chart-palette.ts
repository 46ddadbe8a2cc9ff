/**
 * The colours and type of a chart, from the Mantine theme and the page's colour scheme: echarts draws with real
 * colours, not CSS variables. No echarts here, so any screen can build a chart's option without loading the library.
 */
import type { MantineColorScheme, MantineTheme } from '@mantine/core';

export type ChartScheme = Exclude<MantineColorScheme, 'auto'>;

export interface ChartPalette {
  scheme: ChartScheme;
  fontFamily: string;
  /** Body text (legend, tooltip). */
  text: string;
  /** Secondary text: axis labels, value labels. */
  dimmed: string;
  /** The page's background (the tooltip's). */
  body: string;
  /** Borders, axis lines. */
  border: string;
  /** The value axis's guide lines: fainter than borders. */
  grid: string;
  /** A theme colour by name at `shade` (6, as the tables' swatches); a colour that is not a theme name is kept. */
  color: (name: string, shade?: number) => string;
}

/** Reads a CSS variable of the page (the app's resolver overrides some, such as dimmed); empty when unknown. */
export type CssReader = (variable: string) => string;

const noCss: CssReader = () => '';

/**
 * The palette of `scheme`. `css` reads the variables Mantine set on the page, so the app's own overrides win; without
 * it (or where a variable is missing) the colours are Mantine's defaults for that scheme.
 */
export function chartPalette(theme: MantineTheme, scheme: ChartScheme, css: CssReader = noCss): ChartPalette {
  const dark = scheme === 'dark';
  const { gray } = theme.colors;
  const darks = theme.colors.dark;
  const read = (variable: string, fallback: string) => css(variable).trim() || fallback;
  return {
    scheme,
    fontFamily: read('--mantine-font-family', theme.fontFamily),
    text: read('--mantine-color-text', dark ? darks[0] : theme.black),
    dimmed: read('--mantine-color-dimmed', dark ? darks[2] : gray[6]),
    body: read('--mantine-color-body', dark ? darks[7] : theme.white),
    border: read('--mantine-color-default-border', dark ? darks[4] : gray[4]),
    grid: dark ? darks[4] : gray[3],
    color: (name, shade = 6) => theme.colors[name]?.[shade] ?? name,
  };
}

/**
 * The echarts theme of a palette: transparent background (the card's shows), the theme's font, dimmed axis labels,
 * dashed guide lines on value axes only, and a tooltip that looks like Mantine's popovers. Without animation when
 * the user asked for reduced motion.
 */
export function chartTheme(palette: ChartPalette, animation = true): Record<string, unknown> {
  const axisLabel = { color: palette.dimmed, fontFamily: palette.fontFamily };
  const axisLine = { show: true, lineStyle: { color: palette.border } };
  const splitLine = { show: true, lineStyle: { color: palette.grid, type: 'dashed' } };
  return {
    animation,
    // Quick, as Mantine's transitions: a screenshot or a glance should not catch the bars half grown.
    animationDuration: 400,
    animationDurationUpdate: 300,
    backgroundColor: 'transparent',
    textStyle: { fontFamily: palette.fontFamily, color: palette.text },
    categoryAxis: { axisLine, axisTick: { show: false }, axisLabel, splitLine: { show: false } },
    valueAxis: { axisLine: { show: false }, axisTick: { show: false }, axisLabel, splitLine },
    legend: { textStyle: { color: palette.text, fontFamily: palette.fontFamily, fontSize: 13 }, inactiveColor: palette.border },
    tooltip: {
      backgroundColor: palette.body,
      borderColor: palette.border,
      borderWidth: 1,
      padding: [6, 10],
      textStyle: { color: palette.text, fontFamily: palette.fontFamily, fontSize: 13 },
      extraCssText: 'border-radius: var(--mantine-radius-md); box-shadow: var(--mantine-shadow-md);',
    },
  };
}
