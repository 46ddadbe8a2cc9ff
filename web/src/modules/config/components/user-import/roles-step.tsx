import { Alert, Select, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '../../api/get-profiles';
import { roleErrors } from './plan-errors';
import { PositionStatus } from './position-status';
import type { ImportWizard } from './use-import-wizard';
import { positionKey, roleOf, withRole } from './wizard-state';

/** Step 3: the positions found in the file, each with the profile its users get (every user needs a role). */
export function RolesStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const profiles = useProfiles('');
  const { roles, mapping } = wizard.choices;
  const profileColumn = mapping.profile !== null;
  const refused = roleErrors(wizard.refusal.errors, wizard.refusal.plan);
  const options = (profiles.data?.data ?? []).map((profile) => ({ value: profile.id, label: profile.name }));

  return (
    <Stack gap="md" data-testid="import-step-roles">
      <Text size="sm">{t('roles.intro')}</Text>
      {profileColumn && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('roles.profileColumn')}
        </Alert>
      )}
      {wizard.positions.length === 0 ? (
        <Text c="dimmed">{t('roles.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table withTableBorder verticalSpacing="sm" data-testid="import-roles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('roles.columns.position')}</Table.Th>
                <Table.Th ta="center">{t('roles.columns.rows')}</Table.Th>
                <Table.Th>{t('roles.columns.status')}</Table.Th>
                <Table.Th w={240}>{t('roles.columns.profile')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wizard.positions.map((position) => {
                const role = roleOf(roles, position.name);
                const missing = wizard.attempted && !profileColumn && position.position_id && !role.profileId;
                return (
                  <Table.Tr key={positionKey(position.name)} data-testid="import-role-row">
                    <Table.Td fw={600}>{position.name}</Table.Td>
                    <Table.Td ta="center">{position.rows}</Table.Td>
                    <Table.Td>
                      <PositionStatus position={position} />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('roles.profileLabel', { position: position.name })}
                        placeholder={position.position_id ? t('roles.profilePlaceholder') : '—'}
                        data={options}
                        value={role.profileId}
                        disabled={!position.position_id}
                        onChange={(profileId) => wizard.change((current) => ({ ...current, roles: withRole(current.roles, position.name, { profileId }) }))}
                        error={missing ? t('roles.required') : refused[positionKey(position.name)]?.profile}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
