import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** Which elements of the model: any of class, storey and property (with its value when given). */
export interface ElementRule {
  class: string;
  storey: string;
  property: string;
  value: string;
}

export interface LinkByRuleInput {
  activityId: string;
  modelId: string;
  rule: ElementRule;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * POST /api/quality/activities/{id}/elements/rule: links every element matching the rule. A rule with nothing in it
 * or matching no element is a 422; the form shows it under its fields, so it is not toasted.
 */
export function linkByRule({ activityId, modelId, rule }: LinkByRuleInput) {
  const body = { model_id: modelId, class: orNull(rule.class), storey: orNull(rule.storey), property: orNull(rule.property), value: orNull(rule.value) };
  return call(typedClient.POST('/api/quality/activities/{id}/elements/rule', { params: { path: { id: activityId } }, body }), { notify: false });
}

export function useLinkByRule(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkByRule,
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}
