import { Box, Switch, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PermissionEntry } from '../../api/types';
import { permissionLabel } from './permission-labels';
import classes from './permission-switch.module.css';

interface PermissionSwitchProps {
  entry: PermissionEntry;
  checked: boolean;
  /** The administrator profile holds everything: its switches only show. */
  adminProfile: boolean;
  /** Another switch of the profile is being saved (each change needs the version the last one produced). */
  busy: boolean;
  onChange: (granted: boolean) => void;
}

/** One permission of a profile: a switch, disabled with the reason when it cannot be changed. */
export function PermissionSwitch({ entry, checked, adminProfile, busy, onChange }: PermissionSwitchProps) {
  const { t } = useTranslation('config');
  const label = permissionLabel(t, entry.key);
  const locked = adminProfile || !entry.grantable;
  const reason = adminProfile ? t('profiles.adminLocked') : !entry.grantable ? t('profiles.notGrantable') : null;

  return (
    <Tooltip label={reason} disabled={!reason} multiline w={280} openDelay={200} position="top-start">
      <Box data-testid="permission-row" data-key={entry.key}>
        <Switch
          label={label}
          // Mantine puts the description inside the <label>: name the switch by its label alone (the
          // description stays linked through aria-describedby).
          aria-label={label}
          description={!adminProfile && !entry.grantable ? t('profiles.notGrantableShort') : undefined}
          checked={checked}
          disabled={locked || busy}
          onChange={(event) => onChange(event.currentTarget.checked)}
          classNames={{ input: classes.input, track: classes.track }}
          styles={{ label: { fontWeight: entry.is_module ? 600 : undefined } }}
          data-testid={`permission-${entry.key}`}
        />
      </Box>
    </Tooltip>
  );
}
