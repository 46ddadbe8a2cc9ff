import { useTranslation } from 'react-i18next';

/**
 * Localized names of the catalogue's modules and events (`ticket.created` → "Ticket creado"); the code itself when
 * a newer server sends one this build does not know yet.
 */
export function useWebhookLabels() {
  const { t, i18n } = useTranslation('config-webhooks');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return {
    module: (module: string) => t(`modules.${module}`, { defaultValue: module }),
    event: (event: string) => t(`events.${event}`, { defaultValue: event }),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
