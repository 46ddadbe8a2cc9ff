import { useState } from 'react';
import { isApiError, notifyApiError, type ApiError, type FieldErrors } from '@/lib/api';
import { useCheckUserImport } from '../../api/check-user-import';
import { useCommitUserImport } from '../../api/commit-user-import';
import type { ImportCheck, ImportPlan, ImportPosition, ImportUpload, UserImport } from '../../api/user-import-types';
import { useUploadUserImport } from '../../api/upload-user-import';
import { firstStepWithErrors, STEPS, type StepKey } from './plan-errors';
import {
  buildPlan,
  carryMapping,
  INITIAL_CHOICES,
  mappingFrom,
  missingFields,
  positionsWithoutProfile,
  positionsWithoutProjects,
  type WizardChoices,
} from './wizard-state';

/** The file is chosen first; then the five steps; then the result. */
export type Stage = 'file' | 'steps' | 'done';

/** Field errors of the last refused check, with the plan they refer to (role errors name a plan index). */
interface Refusal {
  errors: FieldErrors;
  plan: ImportPlan | null;
}

const NO_REFUSAL: Refusal = { errors: {}, plan: null };

/** Whether the current choices let the person leave `step`; the step shows why not once they tried. */
function blocked(step: StepKey, choices: WizardChoices, positions: ImportPosition[]): boolean {
  if (step === 'projects') return choices.projectIds.length === 0;
  if (step === 'mapping') return missingFields(choices.mapping).length > 0;
  if (step === 'roles') return positionsWithoutProfile(positions, choices).length > 0;
  if (step === 'roleProjects') return positionsWithoutProjects(positions, choices).length > 0;
  return false;
}

/**
 * The state of the import wizard and its transitions: upload, the five steps (the server's check learns the
 * positions after the mapping and gives the summary at the end), and the commit.
 */
export function useImportWizard() {
  const [stage, setStage] = useState<Stage>('file');
  const [step, setStep] = useState<StepKey>('projects');
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [choices, setChoices] = useState<WizardChoices>(INITIAL_CHOICES);
  const [positions, setPositions] = useState<ImportPosition[]>([]);
  const [summary, setSummary] = useState<ImportCheck | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [attempted, setAttempted] = useState(false);
  const [result, setResult] = useState<UserImport | null>(null);
  const [limit, setLimit] = useState<{ opened: boolean; error: ApiError | null }>({ opened: false, error: null });
  const uploader = useUploadUserImport();
  const checker = useCheckUserImport();
  const committer = useCommitUserImport();

  /** Changes the choices; the server's refusal of the earlier ones no longer applies. */
  const change = (update: (current: WizardChoices) => WizardChoices) => {
    setChoices(update);
    setRefusal(NO_REFUSAL);
  };

  const goTo = (next: StepKey) => {
    setAttempted(false);
    setStep(next);
  };

  /** A new file: the first one starts at step 1; a corrected one keeps every choice and reopens the mapping. */
  const uploadFile = async (file: File) => {
    const next = await uploader.mutateAsync(file);
    setChoices((current) => ({ ...current, mapping: upload ? carryMapping(current.mapping, upload.columns, next) : mappingFrom(next.suggested, next.columns.length) }));
    setUpload(next);
    setPositions([]);
    setSummary(null);
    setRefusal(NO_REFUSAL);
    setStage('steps');
    goTo(upload ? 'mapping' : 'projects');
  };

  /** Runs the check; a refused plan sends the wizard to the step that fixes it, anything else is toasted. */
  const check = async (plan: ImportPlan): Promise<ImportCheck | null> => {
    if (!upload) return null;
    try {
      const out = await checker.mutateAsync({ id: upload.import.id, plan });
      setRefusal(NO_REFUSAL);
      return out;
    } catch (error) {
      if (!isApiError(error)) throw error;
      const at = error.status === 422 ? firstStepWithErrors(error.errors) : null;
      if (at) {
        setRefusal({ errors: error.errors, plan });
        goTo(at);
      } else {
        notifyApiError(error);
      }
      return null;
    }
  };

  const next = async () => {
    setAttempted(true);
    if (blocked(step, choices, positions)) return;
    if (step === 'mapping') {
      // The positions of the file decide the next two steps.
      const out = await check(buildPlan(choices, []));
      if (!out) return;
      setPositions(out.positions);
    } else if (step === 'roleProjects') {
      const out = await check(buildPlan(choices, positions));
      if (!out) return;
      setSummary(out);
    }
    goTo(STEPS[STEPS.indexOf(step) + 1] ?? step);
  };

  const back = () => goTo(STEPS[STEPS.indexOf(step) - 1] ?? step);

  const commit = async () => {
    if (!upload) return;
    try {
      setResult(await committer.mutateAsync({ id: upload.import.id, plan: buildPlan(choices, positions) }));
      setStage('done');
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'user_limit') {
        setLimit({ opened: true, error });
        return;
      }
      notifyApiError(error);
      // Someone changed the users meanwhile: the summary shows the new errors.
      if (error.code === 'import_invalid') {
        const out = await check(buildPlan(choices, positions));
        if (out) setSummary(out);
      }
    }
  };

  const restart = () => {
    setUpload(null);
    setChoices(INITIAL_CHOICES);
    setPositions([]);
    setSummary(null);
    setResult(null);
    setRefusal(NO_REFUSAL);
    setStage('file');
    goTo('projects');
  };

  return {
    stage,
    step,
    upload,
    choices,
    positions,
    summary,
    refusal,
    result,
    limit,
    /** The person pressed "Siguiente" on this step: missing choices show as errors. */
    attempted,
    uploading: uploader.isPending,
    checking: checker.isPending,
    committing: committer.isPending,
    change,
    uploadFile,
    next,
    back,
    goTo,
    commit,
    restart,
    chooseAnotherFile: () => setStage('file'),
    backToSteps: () => setStage('steps'),
    closeLimit: () => setLimit((current) => ({ ...current, opened: false })),
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
