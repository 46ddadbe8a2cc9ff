import { describe, expect, it } from 'vitest';
import { ac } from '../../test/request-fixtures';
import { expectedStatus, initialSign, signProblems, toSignIn } from './ac-sign-values';

const record = ac({ failures: [{ id: 'f1', number: 1, label: 'Baño › Lavamanos › Sifón', verdict: null }, { id: 'f2', number: 2, label: 'Baño › Lavamanos › Grifería', verdict: null }] });

describe('signing a conformity record', () => {
  it('asks for a name, a signature and a verdict on every failure', () => {
    const state = initialSign(record, null);
    expect(signProblems(state)).toEqual(['signerName', 'image', 'verdicts']);
    expect(signProblems({ ...state, signerName: 'Juana Rojas', image: 'data:image/png;base64,AA', verdicts: { f1: 'conforming', f2: null } })).toEqual(['verdicts']);
  });

  it('is conforming only when every failure conforms', () => {
    const state = { ...initialSign(record, 'Juana Rojas'), image: 'data:image/png;base64,AA' };
    expect(expectedStatus(state)).toBeNull();
    expect(expectedStatus({ ...state, verdicts: { f1: 'conforming', f2: 'conforming' } })).toBe('conforming');
    expect(expectedStatus({ ...state, verdicts: { f1: 'conforming', f2: 'non_conforming' } })).toBe('non_conforming');
  });

  it('sends the name, the signature, each verdict and the comment', () => {
    const state = { ...initialSign(record, ' Juana Rojas '), image: 'data:image/png;base64,AA', verdicts: { f1: 'conforming' as const, f2: 'non_conforming' as const }, comment: '' };
    expect(toSignIn(state)).toEqual({
      signer_name: 'Juana Rojas',
      signature: 'data:image/png;base64,AA',
      verdicts: [
        { failure_id: 'f1', verdict: 'conforming' },
        { failure_id: 'f2', verdict: 'non_conforming' },
      ],
      comment: null,
    });
  });
});
