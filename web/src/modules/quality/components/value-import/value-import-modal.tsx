import { Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import type { ValueImportResult } from '../../api/types';
import { FileStep } from './file-step';
import { MappingStep } from './mapping-step';
import { BLOCKED_REASON_ID, SummaryStep } from './summary-step';
import { STEPS, useValueImport, type ValueImportWizard } from './use-value-import';

function Footer({ wizard }: { wizard: ValueImportWizard }) {
  const { t } = useTranslation('quality');
  const { step, summary } = wizard;
  const blocked = !summary || summary.errors.length > 0 || summary.values_new === 0;
  return (
    <Group justify="space-between" gap="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => wizard.goTo(step === 'summary' ? 'mapping' : 'file')}
        disabled={wizard.checking}
        style={{ visibility: step === 'file' ? 'hidden' : undefined }}
        data-testid="value-import-back"
      >
        {t('valueImport.back')}
      </Button>
      {step === 'mapping' && (
        <Button rightSection={<IconArrowRight size={16} />} loading={wizard.checking} onClick={() => void wizard.check()} data-testid="value-import-next">
          {t('valueImport.next')}
        </Button>
      )}
      {step === 'summary' && (
        <Button
          leftSection={<IconFileImport size={16} />}
          disabled={blocked}
          loading={wizard.checking}
          onClick={() => void wizard.commit()}
          aria-describedby={summary && summary.errors.length > 0 ? BLOCKED_REASON_ID : undefined}
          data-testid="value-import-commit"
        >
          {t('valueImport.commit', { count: summary?.values_new ?? 0 })}
        </Button>
      )}
    </Group>
  );
}

function Wizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('quality');
  const wizard = useValueImport((result: ValueImportResult) => {
    notifySuccess(t('valueImport.done', { values: result.values_new, attributes: result.attributes_new }));
    onClose();
  });
  const active = STEPS.indexOf(wizard.step);
  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(index) => {
          const target = STEPS[index];
          if (target && index < active) wizard.goTo(target);
        }}
        allowNextStepsSelect={false}
        size="sm"
        data-testid="value-import-stepper"
      >
        <Stepper.Step label={t('valueImport.steps.file')}>
          <FileStep wizard={wizard} />
        </Stepper.Step>
        <Stepper.Step label={t('valueImport.steps.mapping')}>
          <MappingStep wizard={wizard} />
        </Stepper.Step>
        <Stepper.Step label={t('valueImport.steps.summary')}>
          <SummaryStep wizard={wizard} />
        </Stepper.Step>
      </Stepper>
      <Footer wizard={wizard} />
    </Stack>
  );
}

/**
 * "Importar valores" in three steps (SPEC §2): upload a spreadsheet, map its columns, and the summary with the
 * errors by row. The modal's content remounts on each opening, so every import starts from the file.
 */
export function ValueImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['quality', 'common']);
  const phone = useMediaQuery('(max-width: 37.5em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('valueImport.title')} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('common:actions.close') }} data-testid="value-import-modal">
      <Wizard onClose={onClose} />
    </Modal>
  );
}
