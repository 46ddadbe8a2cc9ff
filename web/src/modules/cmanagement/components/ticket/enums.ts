import type { TaskStatus } from '../../api/types';

export { ORIGINS, PRIORITIES, SEND_AS, STATUSES, pick } from '@/components/tickets/enums';

/** Task states in the order the screens offer them (labels: `cmanagement:taskStatus.*`). */
export const TASK_STATUSES: readonly TaskStatus[] = ['pending', 'in_progress', 'done'];
