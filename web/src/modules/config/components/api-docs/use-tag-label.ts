import { useTranslation } from 'react-i18next';

/** A tag's name for people: its label in the user's language where there is one, otherwise the tag itself. */
export function useTagLabel(): (tag: string) => string {
  const { t } = useTranslation('config-api-docs');
  return (tag) => t(`tags.${tag}`, { defaultValue: tag });
}
