import type { UploadLimits, UploadTarget } from './upload-bridge';

/** The formats the server reads (SPEC, contract): plain IFC (STEP) or zipped. */
export const IFC_EXTENSIONS = ['ifc', 'ifczip'] as const;

export const IFC_MAX_BYTES = 1024 * 1024 * 1024;

/** The queue's rules for IFC files: one gigabyte each, only `.ifc` and `.ifczip`; the server checks them again. */
export const IFC_LIMITS: UploadLimits = { max_file_bytes: IFC_MAX_BYTES, max_batch_files: 100, extensions: [...IFC_EXTENSIONS] };

/** The file picker's filter (a hint only: the rules above still refuse what a drop brings). */
export const IFC_ACCEPT = IFC_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Where a model's files go: the tus upload names the purpose, the project and the model. */
export function bimUploadTarget(model: { id: string; project_id: string }): UploadTarget {
  // tus metadata keeps the camel-case names of the upload contract (`projectId`, `modelId`).
  return { projectId: model.project_id, folderId: null, purpose: 'bim', metadata: { modelId: model.id } };
}
