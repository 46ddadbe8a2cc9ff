import type { AnswerIn, ObservationIn, VerificationResult } from '../../api/types';

export interface ObservationValues {
  description: string;
  deadline: string;
  responsible_id: string | null;
}

/**
 * The body of `PUT …/items/{item_id}`: the result and the note; a failure carries the observation it opens, unless
 * the item already has an open one (the server would keep that one).
 */
export function answerBody(result: VerificationResult, note: string, observation: ObservationValues | null): AnswerIn {
  const body: AnswerIn = { result, note: note.trim() || null };
  if (result === 'failure' && observation) {
    const out: ObservationIn = { description: observation.description.trim(), deadline: observation.deadline, responsible_id: observation.responsible_id };
    body.observation = out;
  }
  return body;
}

/** Server field names of an answer's 422, mapped to the item form's fields. */
export const ANSWER_FIELDS: Record<string, string> = {
  result: 'result',
  note: 'note',
  observation: 'result',
  'observation.description': 'description',
  'observation.deadline': 'deadline',
  'observation.responsible_id': 'responsible_id',
  file: 'result',
};
