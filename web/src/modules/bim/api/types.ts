/**
 * NOTE: JSON keys are snake_case, like every other endpoint of the API (cbox, cmanagement); query parameters of
 * lists keep `projectId`, `rowsPerPage`, `page`, `search` as the rest of the API does.
 *
 * BIM models, their IFC files and the element index, as `/api/bim/*` sends them (see `crates/app/src/bim`).
 * A model's state is the least advanced state of its files (failed wins).
 */
export type BimState = 'uploaded' | 'processing' | 'optimizing' | 'available' | 'failed';

export interface BimFile {
  id: string;
  name: string;
  size: number;
  state: BimState;
  /** 0–100 while processing or optimizing. */
  progress: number;
  /** The reason, in the user's language, when `state` is failed. */
  error: string | null;
  /** IFC schema read from the file (IFC2X3, IFC4, IFC4X3), once processed. */
  schema: string | null;
  /** Quality stage the file is assigned to (each file of a model a different one), or null. */
  stage: string | null;
  /** Number of elements (IfcProduct) indexed, once available. */
  elements: number;
  created_at: string;
  processed_at: string | null;
}

export interface BimModel {
  id: string;
  project_id: string;
  model_name: string;
  /** The company's own identifier of the model (free text, unique in the project). */
  model_id: string;
  state: BimState;
  progress: number;
  /** The one model of the project assigned to Concrete. */
  concrete: boolean;
  files: BimFile[];
  created_at: string;
  updated_at: string;
  version: number;
}

/** What a force update or force delete removes: counts per kind, only kinds with something in them. */
export interface BimImpactItem {
  /** e.g. `files`, `elements`, `properties`, `concrete_placements`, `quality_links`, `ticket_links`, `cbox_links`. */
  key: string;
  count: number;
}

export interface BimImpact {
  items: BimImpactItem[];
}

/** A node of the spatial tree: project, site, building, storey, space (one tree per file, under one project). */
export interface BimTreeNode {
  global_id: string;
  class: string;
  name: string | null;
  file_id: string;
  /** The STEP id (#n) of the node in its file: web-ifc's express id. */
  step_id: number;
  /** Parent node's GlobalId; null for a file's IfcProject. */
  parent: string | null;
  /** Elements directly contained in this node. */
  elements: number;
}

export interface BimElement {
  global_id: string;
  class: string;
  name: string | null;
  type_name: string | null;
  file_id: string;
  step_id: number;
  /** GlobalId and name of the containing storey, when there is one. */
  storey_id: string | null;
  storey_name: string | null;
}

export interface BimProperty {
  name: string;
  value: string | null;
}

export interface BimPropertySet {
  name: string;
  kind: 'properties' | 'quantities';
  properties: BimProperty[];
}

export interface BimElementDetail extends BimElement {
  property_sets: BimPropertySet[];
}
