import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useCreateAttribute } from '../../api/create-attribute';
import { useCreateValue } from '../../api/create-value';
import { useDeleteAttribute } from '../../api/delete-attribute';
import { useDeleteValue } from '../../api/delete-value';
import type { Attribute, AttributeValue } from '../../api/types';
import { useUpdateAttribute } from '../../api/update-attribute';
import { useUpdateValue } from '../../api/update-value';
import type { ValueAction } from './attribute-card';

export const ATTRIBUTE_MAX = 60;
export const VALUE_MAX = 120;

/** What the name dialog is asking for. */
export type NameTarget =
  | { kind: 'newAttribute' }
  | { kind: 'renameAttribute'; attribute: Attribute }
  | { kind: 'newValue'; attribute: Attribute }
  | { kind: 'renameValue'; value: AttributeValue };

/**
 * The attributes page's actions: one name dialog for creating and renaming attributes and values, confirmations
 * before deleting, and deprecate/restore at once. Refusals (a value in use cannot be deleted) are the server's
 * toast, which suggests deprecating it instead.
 */
export function useAttributeDialogs() {
  const { t } = useTranslation(['quality', 'common']);
  const [target, setTarget] = useState<{ opened: boolean; target: NameTarget }>({ opened: false, target: { kind: 'newAttribute' } });
  const createAttribute = useCreateAttribute();
  const updateAttribute = useUpdateAttribute();
  const deleteAttribute = useDeleteAttribute();
  const createValue = useCreateValue();
  const updateValue = useUpdateValue();
  const deleteValue = useDeleteValue();

  const open = (next: NameTarget) => setTarget({ opened: true, target: next });
  const current = target.target;
  const forValue = current.kind === 'newValue' || current.kind === 'renameValue';
  const max = forValue ? VALUE_MAX : ATTRIBUTE_MAX;

  const submit = async (name: string) => {
    switch (current.kind) {
      case 'newAttribute':
        await createAttribute.mutateAsync(name);
        notifySuccess(t('attributes.created', { name }));
        return;
      case 'renameAttribute':
        await updateAttribute.mutateAsync({ id: current.attribute.id, name, version: current.attribute.version });
        notifySuccess(t('attributes.renamed', { name }));
        return;
      case 'newValue':
        await createValue.mutateAsync({ attributeId: current.attribute.id, name });
        notifySuccess(t('attributes.valueCreated', { name, attribute: current.attribute.name }));
        return;
      case 'renameValue':
        await updateValue.mutateAsync({ id: current.value.id, name });
        notifySuccess(t('attributes.renamed', { name }));
    }
  };

  const removeAttribute = (attribute: Attribute) =>
    modals.openConfirmModal({
      title: t('attributes.deleteTitle', { name: attribute.name }),
      centered: true,
      children: t('attributes.deleteBody', { count: attribute.values.length }),
      labels: { confirm: t('attributes.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'attribute-delete-confirm' },
      onConfirm: () =>
        void deleteAttribute.mutateAsync(attribute.id).then(
          () => notifySuccess(t('attributes.deleted', { name: attribute.name })),
          () => undefined, // the toast already said why
        ),
    });

  const onValue = (action: ValueAction, value: AttributeValue) => {
    if (action === 'rename') return open({ kind: 'renameValue', value });
    if (action === 'delete') {
      modals.openConfirmModal({
        title: t('attributes.deleteValueTitle', { name: value.name }),
        centered: true,
        children: t('attributes.deleteValueBody'),
        labels: { confirm: t('attributes.deleteValue'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'value-delete-confirm' },
        onConfirm: () =>
          void deleteValue.mutateAsync(value.id).then(
            () => notifySuccess(t('attributes.valueDeleted', { name: value.name })),
            () => undefined, // the toast already said why (in use: deprecate instead)
          ),
      });
      return;
    }
    const deprecated = action === 'deprecate';
    void updateValue.mutateAsync({ id: value.id, deprecated }).then(
      () => notifySuccess(t(deprecated ? 'attributes.deprecatedDone' : 'attributes.restoredDone', { name: value.name })),
      () => undefined,
    );
  };

  const titles: Record<NameTarget['kind'], string> = {
    newAttribute: t('attributes.new'),
    renameAttribute: t('attributes.rename'),
    newValue: current.kind === 'newValue' ? t('attributes.newValueTitle', { attribute: current.attribute.name }) : '',
    renameValue: t('attributes.renameValue'),
  };
  const initialName = current.kind === 'renameAttribute' ? current.attribute.name : current.kind === 'renameValue' ? current.value.name : '';

  return {
    open,
    removeAttribute,
    onValue,
    dialog: {
      opened: target.opened,
      onClose: () => setTarget((state) => ({ ...state, opened: false })),
      title: titles[current.kind],
      label: forValue ? t('attributes.valueName') : t('attributes.name'),
      hint: t('attributes.nameHint', { max }),
      initialName,
      submitLabel: current.kind.startsWith('new') ? t('attributes.create') : t('common:actions.save'),
      validate: (value: string) => {
        const name = value.trim();
        if (!name) return t('validation.required');
        return name.length > max ? t('validation.maxLength', { max }) : null;
      },
      onSubmit: submit,
      testId: 'attribute-name-form',
    },
  };
}
