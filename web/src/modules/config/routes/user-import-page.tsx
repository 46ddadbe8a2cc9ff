import { Button, Paper, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { SectionHeader } from '../components/section-header';
import { CurrentFile } from '../components/user-import/current-file';
import { FileStep } from '../components/user-import/file-step';
import { ImportDone } from '../components/user-import/import-done';
import { IMPORT_HISTORY_PATH, USERS_PATH } from '../components/user-import/import-links';
import { MappingStep } from '../components/user-import/mapping-step';
import { STEPS, type StepKey } from '../components/user-import/plan-errors';
import { ProjectsStep } from '../components/user-import/projects-step';
import { RoleProjectsStep } from '../components/user-import/role-projects-step';
import { RolesStep } from '../components/user-import/roles-step';
import { SummaryStep } from '../components/user-import/summary-step';
import { useImportWizard, type ImportWizard } from '../components/user-import/use-import-wizard';
import classes from '../components/user-import/import-stepper.module.css';
import { WizardFooter } from '../components/user-import/wizard-footer';
import { UserLimitDialog } from '../components/users/user-limit-dialog';

const STEP_VIEWS: Record<StepKey, (props: { wizard: ImportWizard }) => ReactNode> = {
  projects: ProjectsStep,
  mapping: MappingStep,
  roles: RolesStep,
  roleProjects: RoleProjectsStep,
  summary: SummaryStep,
};

/**
 * /config/usuarios/importar (SPEC §2): a spreadsheet of users, then select projects, map data, assign roles,
 * assign projects and the summary; nothing is written until the summary is confirmed, and nobody is imported
 * while any row has an error.
 */
export default function UserImportPage() {
  useHelpKey('config-import.wizard');
  const { t } = useTranslation('config-import');
  const wizard = useImportWizard();
  const active = STEPS.indexOf(wizard.step);

  return (
    <Stack gap="lg" data-testid="user-import-page">
      <SectionHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button component={Link} to={USERS_PATH} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
              {t('links.users')}
            </Button>
            <Button component={Link} to={IMPORT_HISTORY_PATH} variant="default" leftSection={<IconHistory size={16} />}>
              {t('links.history')}
            </Button>
          </>
        }
      />
      {wizard.stage === 'file' && <FileStep wizard={wizard} />}
      {wizard.stage === 'steps' && (
        <>
          <CurrentFile wizard={wizard} />
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg" className={classes.frame}>
              <Stepper
                active={active}
                onStepClick={(index) => {
                  if (index < active) wizard.goTo(STEPS[index] ?? wizard.step);
                }}
                allowNextStepsSelect={false}
                size="sm"
                classNames={{ step: classes.step, stepBody: classes.stepBody, separator: classes.separator }}
                data-testid="import-stepper"
              >
                {STEPS.map((step) => {
                  const View = STEP_VIEWS[step];
                  return (
                    <Stepper.Step key={step} label={t(`steps.${step}`)}>
                      <View wizard={wizard} />
                    </Stepper.Step>
                  );
                })}
              </Stepper>
              <WizardFooter wizard={wizard} />
            </Stack>
          </Paper>
        </>
      )}
      {wizard.stage === 'done' && <ImportDone wizard={wizard} />}
      <UserLimitDialog opened={wizard.limit.opened} error={wizard.limit.error} onClose={wizard.closeLimit} />
    </Stack>
  );
}
