/**
 * TODO-generate: replace with `components['schemas']['Project']` and `['Notification']` from
 * src/api/schema.gen.ts once the server's openapi.json is committed (docs/api-foundation.md shapes).
 */
export interface Project {
  id: string;
  name: string;
  code: string | null;
  city: string | null;
  address: string | null;
  group: { id: string; name: string } | null;
  municipal_reception_date: string | null;
  real_estate_name: string | null;
  real_estate_tax_id: string | null;
  legal_representative: string | null;
  legal_representative_tax_id: string | null;
  is_example: boolean;
  created_at: string;
}

export interface AppNotification {
  id: string;
  module: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}
