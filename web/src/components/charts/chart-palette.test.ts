import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { chartPalette, chartTheme } from './chart-palette';

describe('chart palette', () => {
  it('takes real colours from the theme, for each scheme', () => {
    const light = chartPalette(DEFAULT_THEME, 'light');
    expect(light.color('teal')).toBe(DEFAULT_THEME.colors.teal[6]);
    expect(light.color('teal', 8)).toBe(DEFAULT_THEME.colors.teal[8]);
    // Not a theme colour: kept as written.
    expect(light.color('#123456')).toBe('#123456');
    expect(light.dimmed).toBe(DEFAULT_THEME.colors.gray[6]);
    expect(light.body).toBe(DEFAULT_THEME.white);
    const dark = chartPalette(DEFAULT_THEME, 'dark');
    expect(dark.text).toBe(DEFAULT_THEME.colors.dark[0]);
    expect(dark.body).toBe(DEFAULT_THEME.colors.dark[7]);
    expect(dark.color('teal')).toBe(DEFAULT_THEME.colors.teal[6]);
  });

  it('lets the page’s CSS variables win, as the app’s own dimmed colour', () => {
    const css: Record<string, string> = { '--mantine-color-dimmed': ' #5c636b' };
    const palette = chartPalette(DEFAULT_THEME, 'light', (variable) => css[variable] ?? '');
    expect(palette.dimmed).toBe('#5c636b');
    expect(palette.text).toBe(DEFAULT_THEME.black);
  });

  it('makes an echarts theme of it, still when motion is reduced', () => {
    const palette = chartPalette(DEFAULT_THEME, 'dark');
    expect(chartTheme(palette)).toMatchObject({
      animation: true,
      backgroundColor: 'transparent',
      valueAxis: { axisLabel: { color: palette.dimmed }, splitLine: { lineStyle: { color: palette.grid } } },
      tooltip: { backgroundColor: palette.body, textStyle: { color: palette.text } },
    });
    expect(chartTheme(palette, false)).toMatchObject({ animation: false });
  });
});
