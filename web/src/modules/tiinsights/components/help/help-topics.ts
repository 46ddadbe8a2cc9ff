/**
 * The help topics of the technical insights' screens: each screen declares its key with `useHelpKey`
 * (`tiinsights.<topic>`), whose title and text live in this namespace under `help.<topic>`. The help panel lists them.
 */
export const HELP_TOPICS = [
  { topic: 'landing', path: '/tiinsights/landing' },
  { topic: 'editor', path: '/tiinsights/editor' },
  { topic: 'logs', path: '/tiinsights/logs' },
  { topic: 'resources', path: '/tiinsights/obraResources/jobs' },
  { topic: 'dbdump', path: '/tiinsights/dbdump' },
  { topic: 'helpPanel', path: '/tiinsights/helpPanel' },
] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number]['topic'];

export const helpKeyOf = (topic: HelpTopic) => `tiinsights.${topic}`;
