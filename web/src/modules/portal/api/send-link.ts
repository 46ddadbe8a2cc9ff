import { useMutation } from '@tanstack/react-query';
import { portalApi } from './client';

export interface LinkBody {
  email: string;
  /** The iframe's project: the link then opens the portal inside the company's site. */
  project_id?: string;
}

/** POST /api/portal/links → 202 always (the answer never tells whether the e-mail is known). */
export function sendLink(body: LinkBody) {
  return portalApi.post<{ sent: boolean }>('/api/portal/links', body, { authRedirect: false });
}

export const useSendLink = () => useMutation({ mutationFn: sendLink });
