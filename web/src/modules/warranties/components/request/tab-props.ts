import type { RequestOut } from '../../api/requests/types';

/** What every tab of a request receives: the request, and whether the user may change it. */
export interface RequestTabProps {
  request: RequestOut;
  canManage: boolean;
}
