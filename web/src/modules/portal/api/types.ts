/** The portal's wire types, as docs/api-owners-portal.md writes them (the portal calls are not in openapi.json yet). */

export type PortalLocale = 'es' | 'pt-BR';

export interface Owner {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  has_password: boolean;
  company_name: string;
  locale: PortalLocale;
}

export interface Session {
  token: string;
  owner: Owner;
}

export interface Embed {
  project_id: string;
  project_name: string;
  company_name: string;
  primary_color: string;
}

export type RequestStatus = 'new' | 'assigned' | 'in_progress' | 'postponed' | 'finished';

export interface Unit {
  id: string;
  name: string;
  floor: string | null;
  project_id: string;
  project_name: string;
  status: string;
  delivery_date: string | null;
  open_requests: number;
  can_message: boolean;
  warranty_until: string | null;
}

export interface Stats {
  by_status: { status: RequestStatus; count: number }[];
  open: number;
  finished: number;
  avg_days_to_close: number | null;
  visits: { confirmed: number; waiting: number; rejected: number };
}

export interface RequestRow {
  id: string;
  number: number;
  subject: string;
  status: RequestStatus;
  unit_id: string;
  unit_name: string;
  project_name: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface Home {
  units: Unit[];
  requests: RequestRow[];
  stats: Stats;
}

export type DocumentKind = 'act' | 'certificate' | 'general';

export interface PortalDocument {
  id: string;
  kind: DocumentKind;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
  url: string;
}

export interface UnitDetail extends Unit {
  documents: PortalDocument[];
  requests: RequestRow[];
}

export interface Attachment {
  id: string;
  name: string;
  size: number;
  mime: string;
  url: string;
}

export interface Message {
  id: string;
  body: string;
  mine: boolean;
  author: string | null;
  created_at: string;
  attachments: Attachment[];
}

export interface Failure {
  id: string;
  number: number;
  area_name: string;
  place_name: string;
  item_name: string;
  issue_name: string | null;
  detail: string | null;
  status: string;
}

export type VisitAnswer = 'confirm' | 'reject';

export interface Order {
  id: string;
  kind: 'oi' | 'ot';
  code: string;
  status: string;
  starts_at: string;
  ends_at: string;
  responsible: string | null;
  visit_answer: VisitAnswer | null;
  visit_answered_at: string | null;
  may_answer: boolean;
  answer_until: string;
}

export type AcStatus = 'pending' | 'conforming' | 'non_conforming' | 'rejected';
export type Verdict = 'conforming' | 'non_conforming';

export interface Ac {
  id: string;
  code: string;
  status: AcStatus;
  signed_at: string | null;
  signer_name: string | null;
  failures: { id: string; number: number; label: string; verdict: string | null }[];
  pdf_url: string | null;
}

export interface PortalRequest extends RequestRow {
  description: string | null;
  can_message: boolean;
  messages: Message[];
  failures: Failure[];
  orders: Order[];
  acs: Ac[];
}

export interface AcSignIn {
  signer_name: string;
  signature: string | null;
  verdicts: { failure_id: string; verdict: Verdict }[];
  refused: boolean;
  comment?: string;
}
