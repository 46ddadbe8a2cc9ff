import { Badge, Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';
import { useCreateUser } from '../../api/create-user';
import type { User } from '../../api/types';
import { useUpdateUser } from '../../api/update-user';
import { notifySuccess } from '@/components/ui/notify-success';
import { confirmUsernameChange } from './confirm-dialogs';
import { handleSaveError, notifyNoChanges } from './save-errors';
import { UserFormFields, type Option } from './user-form-fields';
import { emptyUserValues, hasChanges, toUserIn, usernameChanged, userValues, validateUser, type UserFormValues } from './user-form-values';
import type { LimitHandler } from './user-limit-dialog';

export interface UserOptions {
  positions: Option[];
  profiles: Option[];
  projects: Option[];
}

interface UserFormDrawerProps {
  opened: boolean;
  /** The user being edited, or null to create one (kept by the caller while the drawer closes). */
  user: User | null;
  onClose: () => void;
  onLimit: LimitHandler;
  options: UserOptions;
}

/** Projects the user holds stay choosable even when they are not among the administrator's own. */
function withUserProjects(projects: Option[], user: User | null): Option[] {
  const missing = (user?.projects ?? []).filter((held) => !projects.some((option) => option.value === held.id));
  return [...projects, ...missing.map((held) => ({ value: held.id, label: held.name }))];
}

function UserForm({ user, onClose, onLimit, options }: Omit<UserFormDrawerProps, 'opened'>) {
  const { t } = useTranslation(['config', 'common']);
  const me = useMe();
  const mode = user ? 'edit' : 'create';
  const create = useCreateUser();
  const update = useUpdateUser();
  const [pending, setPending] = useState(false);
  const form = useForm<UserFormValues>({
    initialValues: user ? userValues(user) : emptyUserValues(me.company.country === 'BR' ? 'pt' : 'es'),
    validate: (values) => validateUser(t, values, mode),
  });
  const renaming = user !== null && usernameChanged(user, form.values);

  const save = async (values: UserFormValues) => {
    if (user && !hasChanges(user, values)) return notifyNoChanges(t);
    const renamed = user !== null && usernameChanged(user, values);
    if (user && renamed && !(await confirmUsernameChange(t, user, values.username.trim()))) return;
    setPending(true);
    try {
      const body = toUserIn(values);
      const saved = user ? await update.mutateAsync({ ...body, id: user.id, version: user.version, confirm_username_change: renamed }) : await create.mutateAsync(body);
      const name = `${saved.first_name} ${saved.last_name}`;
      notifySuccess(user ? t('users.saved', { name }) : t('users.created', { name }));
      onClose();
    } catch (error) {
      if (handleSaveError(error, form, onLimit) === 'close') onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="user-form">
      <Stack gap="lg">
        {user && (
          <Group gap="xs" data-testid="user-form-badges">
            <Badge variant="dot" color={user.email_verified ? 'teal' : 'gray'} tt="none">
              {user.email_verified ? t('users.badges.emailVerified') : t('users.badges.emailUnverified')}
            </Badge>
            <Badge variant="dot" color={user.signature_verified ? 'teal' : user.has_signature ? 'yellow' : 'gray'} tt="none">
              {user.has_signature ? (user.signature_verified ? t('users.badges.signatureVerified') : t('users.badges.signaturePending')) : t('users.badges.noSignature')}
            </Badge>
          </Group>
        )}
        <UserFormFields form={form} mode={mode} positions={options.positions} profiles={options.profiles} projects={withUserProjects(options.projects, user)} renaming={renaming} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {user ? t('users.saveChanges') : t('users.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a user in a side drawer; the content remounts on each opening, so it starts from the user. */
export function UserFormDrawer({ opened, user, onClose, ...props }: UserFormDrawerProps) {
  const { t } = useTranslation(['config', 'common']);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }} title={user ? t('users.editTitle', { name: `${user.first_name} ${user.last_name}` }) : t('users.newTitle')}>
      <UserForm key={user?.id ?? 'new'} user={user} onClose={onClose} {...props} />
    </Drawer>
  );
}
