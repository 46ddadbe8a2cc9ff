import type { ReactNode } from 'react';
import type { TicketSortKey } from '../../api/get-tickets';
import type { Ticket } from '../../api/types';

/** What the list and the cards both show and do. */
export interface TicketsViewProps {
  tickets: Ticket[];
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  /** The server counted up to its cap: the total is a lower bound. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  sortBy: TicketSortKey;
  descending: boolean;
  onSortChange: (sortBy: TicketSortKey, descending: boolean) => void;
  /** Null: no selection (the user may not change tickets in bulk). */
  selected: Ticket[] | null;
  onSelectedChange: (tickets: Ticket[]) => void;
  empty: ReactNode;
}
