import type { Ac, AcSignIn, Verdict } from '../../api/types';

export interface AcSignState {
  signerName: string;
  /** The drawn signature as a PNG data URL; null while the pad is empty. */
  image: string | null;
  verdicts: Record<string, Verdict | null>;
  comment: string;
}

export type AcSignProblem = 'signerName' | 'image' | 'verdicts' | 'comment';

/** Every failure starts without a verdict; the owner signs in their own name unless they change it. */
export function initialSign(ac: Ac, ownerName: string | null): AcSignState {
  const verdicts: Record<string, Verdict | null> = {};
  for (const failure of ac.failures) verdicts[failure.id] = failure.verdict === 'conforming' || failure.verdict === 'non_conforming' ? failure.verdict : null;
  return { signerName: ownerName ?? '', image: null, verdicts, comment: '' };
}

/** What is missing: to sign, a name, a signature and a verdict on each failure; to refuse, the comment. */
export function signProblems(state: AcSignState, refused: boolean): AcSignProblem[] {
  if (refused) return state.comment.trim() === '' ? ['comment'] : [];
  const problems: AcSignProblem[] = [];
  if (Object.values(state.verdicts).some((verdict) => verdict === null)) problems.push('verdicts');
  if (state.signerName.trim() === '') problems.push('signerName');
  if (!state.image) problems.push('image');
  return problems;
}

/** The body of POST /api/portal/ac/{id}/sign. */
export function toSignIn(state: AcSignState, refused: boolean): AcSignIn {
  const comment = state.comment.trim();
  if (refused) return { signer_name: state.signerName.trim(), signature: null, verdicts: [], refused: true, comment };
  return {
    signer_name: state.signerName.trim(),
    signature: state.image,
    verdicts: Object.entries(state.verdicts).map(([failure_id, verdict]) => ({ failure_id, verdict: verdict ?? 'conforming' })),
    refused: false,
    ...(comment ? { comment } : {}),
  };
}

/** What the record will say once signed (the server decides again): conforming only when every failure conforms. */
export function expectedStatus(state: AcSignState): 'conforming' | 'non_conforming' | null {
  const verdicts = Object.values(state.verdicts);
  if (verdicts.length === 0 || verdicts.some((verdict) => verdict === null)) return null;
  return verdicts.every((verdict) => verdict === 'conforming') ? 'conforming' : 'non_conforming';
}
