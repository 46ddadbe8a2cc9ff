export { parseHelpKey, useHelpKey, useHelpState } from './help-context';
export { HelpProvider } from './help-provider';
