import { Box, Checkbox, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CboxRights, ShareRights } from '../../api/types';

export const SHARE_RIGHTS = ['download', 'edit', 'share'] as const;

interface ShareRightsProps {
  value: ShareRights;
  /** What the current user holds on the item: a right they lack cannot be granted (the server answers 403). */
  held: CboxRights;
  onChange: (next: ShareRights) => void;
  disabled?: boolean;
}

/** Descargar, Editar (incluye eliminar), Compartir as three checkboxes; rights the user lacks are locked. */
export function ShareRightsFields({ value, held, onChange, disabled = false }: ShareRightsProps) {
  const { t } = useTranslation('cbox');
  return (
    <Group gap="md" wrap="wrap">
      {SHARE_RIGHTS.map((right) => {
        const box = (
          <Checkbox
            label={t(`share.rights.${right}`)}
            checked={value[right]}
            disabled={disabled || !held[right]}
            onChange={(event) => onChange({ ...value, [right]: event.currentTarget.checked })}
          />
        );
        if (held[right]) return <Box key={right}>{box}</Box>;
        // A disabled input fires no pointer events, so the tooltip listens on its wrapper.
        return (
          <Tooltip key={right} label={t('share.notHeld')} withArrow>
            <Box data-testid={`share-right-locked-${right}`}>{box}</Box>
          </Tooltip>
        );
      })}
    </Group>
  );
}
