/**
 * The GlobalId of every geometry item of a raw fragments model, by item id. fragments' tiles carry each vertex's item
 * id (the `id` attribute); this table lets the viewer colour elements by GlobalId on the GPU (`item-colors.ts`) without
 * asking the fragments worker for ids on each repaint.
 */
import { Model } from '@thatopen/fragments';
import { ByteBuffer } from 'flatbuffers';

export function itemGlobalIds(raw: Uint8Array): string[] {
  const model = Model.getRootAsModel(new ByteBuffer(raw));
  const globalIdOf = new Map<number, string>();
  for (let index = 0; index < model.guidsItemsLength(); index += 1) {
    const localId = model.guidsItems(index);
    const globalId = model.guids(index);
    if (localId !== null && globalId) globalIdOf.set(localId, globalId);
  }
  const meshes = model.meshes();
  const count = meshes?.meshesItemsLength() ?? 0;
  const items = new Array<string>(count);
  for (let itemId = 0; itemId < count; itemId += 1) {
    const localIdIndex = meshes?.meshesItems(itemId) ?? null;
    const localId = localIdIndex === null ? null : model.localIds(localIdIndex);
    items[itemId] = localId === null ? '' : (globalIdOf.get(localId) ?? '');
  }
  return items;
}
