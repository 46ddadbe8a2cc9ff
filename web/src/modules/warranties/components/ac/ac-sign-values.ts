import type { AcOut, AcSignIn, AcVerdict } from '../../api/requests/types';

export interface AcSignState {
  signerName: string;
  /** The drawn signature as a PNG data URL; null while the pad is empty. */
  image: string | null;
  verdicts: Record<string, AcVerdict | null>;
  comment: string;
}

export type AcSignProblem = 'signerName' | 'image' | 'verdicts';

/** Every failure starts without a verdict; the signer is the request's owner unless somebody else signs. */
export function initialSign(ac: AcOut, ownerName: string | null): AcSignState {
  return { signerName: ownerName ?? '', image: null, verdicts: Object.fromEntries(ac.failures.map((failure) => [failure.id, failure.verdict])), comment: '' };
}

/** What is still missing before signing: a name, a signature, a verdict on each failure. */
export function signProblems(state: AcSignState): AcSignProblem[] {
  const problems: AcSignProblem[] = [];
  if (state.signerName.trim() === '') problems.push('signerName');
  if (!state.image) problems.push('image');
  if (Object.values(state.verdicts).some((verdict) => verdict === null)) problems.push('verdicts');
  return problems;
}

/** The body of POST /ac/{id}/sign once nothing is missing. */
export function toSignIn(state: AcSignState): AcSignIn {
  return {
    signer_name: state.signerName.trim(),
    signature: state.image ?? '',
    verdicts: Object.entries(state.verdicts).map(([failure_id, verdict]) => ({ failure_id, verdict: verdict ?? 'conforming' })),
    comment: state.comment.trim() || null,
  };
}

/** What the record will say once signed (the server decides again): conforming only when every failure conforms. */
export function expectedStatus(state: AcSignState): 'conforming' | 'non_conforming' | null {
  const verdicts = Object.values(state.verdicts);
  if (verdicts.some((verdict) => verdict === null)) return null;
  return verdicts.every((verdict) => verdict === 'conforming') ? 'conforming' : 'non_conforming';
}
