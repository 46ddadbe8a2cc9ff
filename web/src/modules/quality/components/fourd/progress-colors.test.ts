import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { ElementProgress } from '../../api/fourd-model-progress';
import { fourdPalette, mix, progressColor, progressColors, stateCounts, stateOf } from './progress-colors';

const palette = fourdPalette(mergeMantineTheme(DEFAULT_THEME, createTheme({})));
const element = (global_id: string, state: string, progress: number): ElementProgress => ({ global_id, activity_id: 'a1', state, progress });

describe('4D colours', () => {
  it('paints not started grey, done green and late red, from the theme', () => {
    expect(progressColor(element('g', 'not_started', 0), palette)).toBe(DEFAULT_THEME.colors.gray[5]);
    expect(progressColor(element('g', 'done', 100), palette)).toBe(DEFAULT_THEME.colors.green[6]);
    expect(progressColor(element('g', 'late', 30), palette)).toBe(DEFAULT_THEME.colors.red[7]);
  });

  it('shades in-progress amber by progress: pale at 0 %, deep at 100 %, halfway at 50 %', () => {
    const [pale, deep] = palette.in_progress;
    expect(progressColor(element('g', 'in_progress', 0), palette)).toBe(pale.toLowerCase());
    expect(progressColor(element('g', 'in_progress', 100), palette)).toBe(deep.toLowerCase());
    expect(progressColor(element('g', 'in_progress', 50), palette)).toBe(mix(pale, deep, 0.5));
    expect(progressColor(element('g', 'in_progress', 10), palette)).not.toBe(progressColor(element('g', 'in_progress', 90), palette));
  });

  it('mixes channels and clamps the ratio', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#405060', 2)).toBe('#405060');
    expect(mix('#102030', '#405060', -1)).toBe('#102030');
  });

  it('reads an unknown state as not started', () => {
    expect(stateOf('paused')).toBe('not_started');
  });

  it('maps every linked element to its colour and counts the states', () => {
    const elements = [element('w1', 'done', 100), element('w2', 'late', 10), element('w3', 'in_progress', 40), element('w4', 'in_progress', 60)];
    const colors = progressColors(elements, palette);
    expect(Object.keys(colors)).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(colors.w1).toBe(palette.done);
    expect(colors.w2).toBe(palette.late);
    expect(stateCounts(elements)).toEqual({ not_started: 0, in_progress: 2, done: 1, late: 1 });
  });
});
