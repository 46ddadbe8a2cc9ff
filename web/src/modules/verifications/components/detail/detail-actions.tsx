import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconSignature, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verification } from '../../api/types';
import { useVerificationRights } from '../use-verification-rights';
import { CloseVerificationModal } from './close-verification-modal';
import { DeleteVerificationModal } from './delete-verification-modal';
import { EditVerificationModal } from './edit-verification-modal';

type Dialog = 'edit' | 'delete' | 'close';

/**
 * The verification's actions beside its title: the PDF always; while open, editing and signing for those who perform
 * verifications, and deleting for those who also manage templates (the server asks for both keys). Editing and
 * deleting are quieter (subtle) buttons, so the four still fit one row beside the help panel.
 */
export function DetailActions({ verification }: { verification: Verification }) {
  const { t } = useTranslation('verifications');
  const { projectId, canPerform, canUpload } = useVerificationRights();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = verification.state !== 'closed';
  const closeDialog = () => setDialog(null);
  return (
    <Group gap="xs">
      <Button component="a" href={verification.pdf_url} target="_blank" rel="noreferrer" variant="default" leftSection={<IconFileTypePdf size={16} />} data-testid="verification-pdf">
        {t('detail.pdf')}
      </Button>
      {open && canPerform && (
        <Button variant="subtle" px="xs" leftSection={<IconPencil size={16} />} onClick={() => setDialog('edit')} data-testid="verification-edit">
          {t('edit.open')}
        </Button>
      )}
      {open && canPerform && canUpload && (
        <Button variant="subtle" color="red" px="xs" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')} data-testid="verification-delete">
          {t('delete.open')}
        </Button>
      )}
      {open && canPerform && (
        <Button leftSection={<IconSignature size={16} />} onClick={() => setDialog('close')} data-testid="verification-close">
          {t('detail.close')}
        </Button>
      )}
      <EditVerificationModal projectId={projectId} verification={verification} opened={dialog === 'edit'} onClose={closeDialog} />
      <DeleteVerificationModal projectId={projectId} verification={verification} opened={dialog === 'delete'} onClose={closeDialog} />
      <CloseVerificationModal projectId={projectId} verification={verification} opened={dialog === 'close'} onClose={closeDialog} />
    </Group>
  );
}
