import { ActionIcon, Badge, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RECEIVER_TYPES, type OwnersFormValues } from './owners-values';

interface OwnerCardProps {
  form: UseFormReturnType<OwnersFormValues>;
  index: number;
  readOnly: boolean;
}

/** One owner or receiver of the list: name, contact, tax id, role, and the receiver's type when it is one. */
export function OwnerCard({ form, index, readOnly }: OwnerCardProps) {
  const { t } = useTranslation('warranties-unit');
  const row = form.values.owners[index];
  if (!row) return null;
  const path = (field: string) => `owners.${index}.${field}`;
  const name = `${row.first_name} ${row.last_name}`.trim() || t('owners.unnamed', { number: index + 1 });
  return (
    <Card withBorder radius="md" padding="md" data-testid="owner-card" data-role={row.role}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge variant="light" color={row.role === 'owner' ? 'blue' : 'grape'} tt="none">
              {t(`owners.role.${row.role}`)}
            </Badge>
          </Group>
          {!readOnly && (
            <Tooltip label={t('owners.remove')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('owners.removeNamed', { name })} onClick={() => form.removeListItem('owners', index)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <SegmentedControl
          aria-label={t('owners.roleLabel')}
          disabled={readOnly}
          data={(['owner', 'receiver'] as const).map((role) => ({ value: role, label: t(`owners.role.${role}`) }))}
          value={row.role}
          onChange={(role) => form.setFieldValue(path('role'), role === 'receiver' ? 'receiver' : 'owner')}
          w="fit-content"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t('owners.firstName')} required readOnly={readOnly} {...form.getInputProps(path('first_name'))} />
          <TextInput label={t('owners.lastName')} required readOnly={readOnly} {...form.getInputProps(path('last_name'))} />
          <TextInput label={t('owners.taxId')} readOnly={readOnly} {...form.getInputProps(path('tax_id'))} />
          <TextInput type="email" label={t('owners.email')} readOnly={readOnly} {...form.getInputProps(path('email'))} />
          <TextInput type="tel" label={t('owners.phone')} readOnly={readOnly} {...form.getInputProps(path('phone'))} />
          {row.role === 'receiver' && (
            <Select
              label={t('owners.receiverType')}
              required
              readOnly={readOnly}
              data={RECEIVER_TYPES.map((type) => ({ value: type, label: t(`owners.receiverTypes.${type}`) }))}
              {...form.getInputProps(path('receiver_type'))}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
