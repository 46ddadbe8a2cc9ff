import { vi } from 'vitest';
import type { BimElement, BimElementDetail, BimFile, BimModel, BimTreeNode } from '../api/types';
import type { BimEngine, BimEngineFactory, PickedElement } from '../engine/types';

export function bimFile(overrides: Partial<BimFile> = {}): BimFile {
  return {
    id: 'f1',
    name: 'arquitectura.ifc',
    size: 2048,
    state: 'available',
    progress: 100,
    error: null,
    schema: 'IFC4',
    stage: null,
    elements: 3,
    created_at: '2026-03-01T10:00:00Z',
    processed_at: '2026-03-01T10:05:00Z',
    ...overrides,
  };
}

export function bimModel(overrides: Partial<BimModel> = {}): BimModel {
  return {
    id: 'm1',
    project_id: 'proj-1',
    model_name: 'Torre A',
    model_id: 'ARQ-01',
    state: 'available',
    progress: 100,
    concrete: false,
    files: [bimFile()],
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:05:00Z',
    version: 1,
    ...overrides,
  };
}

function node(global_id: string, cls: string, name: string | null, parent: string | null, elements = 0, step_id = 1): BimTreeNode {
  return { global_id, class: cls, name, file_id: 'f1', step_id, parent, elements };
}

/** Project → site → building → two storeys, the first with a space. */
export const treeNodes: BimTreeNode[] = [
  node('P1', 'IfcProject', 'Proyecto Torre', null, 0, 1),
  node('S1', 'IfcSite', 'Terreno', 'P1', 0, 2),
  node('B1', 'IfcBuilding', 'Torre A', 'S1', 0, 3),
  node('L1', 'IfcBuildingStorey', 'Nivel 1', 'B1', 2, 4),
  node('L2', 'IfcBuildingStorey', 'Nivel 2', 'B1', 1, 5),
  node('R1', 'IfcSpace', null, 'L1', 0, 6),
];

export function bimElement(overrides: Partial<BimElement> & Pick<BimElement, 'global_id'>): BimElement {
  return {
    class: 'IfcWall',
    name: 'Muro',
    type_name: null,
    file_id: 'f1',
    step_id: 100,
    storey_id: 'L1',
    storey_name: 'Nivel 1',
    ...overrides,
  };
}

export const elements: BimElement[] = [
  bimElement({ global_id: 'W1', name: 'Muro norte', type_name: 'Muro 20 cm', step_id: 101 }),
  bimElement({ global_id: 'W2', name: 'Muro sur', step_id: 102 }),
  bimElement({ global_id: 'C1', class: 'IfcColumn', name: 'Pilar P1', step_id: 103, storey_id: 'L2', storey_name: 'Nivel 2' }),
];

export function elementDetail(overrides: Partial<BimElementDetail> = {}): BimElementDetail {
  return {
    ...bimElement({ global_id: 'W1', name: 'Muro norte', type_name: 'Muro 20 cm', step_id: 101 }),
    property_sets: [
      { name: 'Pset_WallCommon', kind: 'properties', properties: [{ name: 'IsExternal', value: 'True' }, { name: 'FireRating', value: 'F60' }] },
      { name: 'Qto_WallBaseQuantities', kind: 'quantities', properties: [{ name: 'Length', value: '4.5' }] },
    ],
    ...overrides,
  };
}

export const page = <T,>(data: T[]) => ({ data, current_page: 1, total: data.length, rowsPerPage: 100, has_more: false });

/** A 3D engine that records what the viewer asks of it and lets the test pick elements. */
export function stubEngine() {
  let pickListener: ((element: PickedElement | null) => void) | null = null;
  const engine = {
    addFile: vi.fn<BimEngine['addFile']>(async (_fileId, source, onProgress) => {
      await source.load();
      onProgress(0.5);
      onProgress(1);
    }),
    fit: vi.fn(() => Promise.resolve()),
    select: vi.fn<BimEngine['select']>(() => Promise.resolve()),
    setColors: vi.fn<BimEngine['setColors']>(() => Promise.resolve()),
    isolate: vi.fn<BimEngine['isolate']>(() => Promise.resolve()),
    hide: vi.fn<BimEngine['hide']>(() => Promise.resolve()),
    showAll: vi.fn(() => Promise.resolve()),
    onPick: vi.fn((listener: (element: PickedElement | null) => void) => {
      pickListener = listener;
      return () => {
        pickListener = null;
      };
    }),
    dispose: vi.fn(),
  } satisfies BimEngine;
  const factory: BimEngineFactory = vi.fn(() => Promise.resolve(engine));
  const pick = (element: PickedElement | null) => pickListener?.(element);
  return { engine, factory, pick };
}
