import { describe, expect, it } from 'vitest';
import es from '../../locales/es.json';
import pt from '../../locales/pt-BR.json';
import { HELP_TOPICS, helpKeyOf } from './help-topics';

type Help = Record<string, { title?: string; body?: string } | undefined>;

describe('help topics', () => {
  it.each(HELP_TOPICS.map(({ topic }) => topic))('%s has a title and a text in both languages', (topic) => {
    for (const help of [es.help as Help, pt.help as Help]) {
      expect(help[topic]?.title).toBeTruthy();
      expect(help[topic]?.body).toBeTruthy();
    }
    expect(helpKeyOf(topic)).toBe(`tiinsights.${topic}`);
  });
});
