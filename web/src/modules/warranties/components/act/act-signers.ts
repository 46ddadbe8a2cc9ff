import type { ActIn, OwnerOut } from '../../api/types';

export const REPRESENTATIVE = 'representative';

export const ownerName = (owner: OwnerOut) => `${owner.first_name} ${owner.last_name}`.trim();

/** Who signs by default: the receivers when the unit has any (they take the keys), otherwise its first owner. */
export function defaultSigners(owners: readonly OwnerOut[]): string[] {
  const receivers = owners.filter((owner) => owner.role === 'receiver');
  if (receivers.length > 0) return receivers.map((owner) => owner.id);
  return owners.slice(0, 1).map((owner) => owner.id);
}

export interface SigningState {
  signers: string[];
  images: Record<string, string | null>;
  representativeName: string;
  note: string;
}

/** Names of the pads still empty: each chosen owner's, and the company representative's. */
export function missingSignatures(state: SigningState, owners: readonly OwnerOut[], representativeLabel: string): string[] {
  const missing = state.signers
    .filter((id) => !state.images[id])
    .map((id) => {
      const owner = owners.find((entry) => entry.id === id);
      return owner ? ownerName(owner) : id;
    });
  if (!state.images[REPRESENTATIVE]) missing.push(representativeLabel);
  return missing;
}

/** The body of the act's preview and of its signing: one signature per chosen owner, then the representative's. */
export function toActIn(state: SigningState, owners: readonly OwnerOut[]): ActIn {
  const signatures: ActIn['signatures'] = state.signers.flatMap((id) => {
    const owner = owners.find((entry) => entry.id === id);
    const image = state.images[id];
    return owner && image ? [{ role: 'receiver' as const, owner_id: owner.id, name: ownerName(owner), image }] : [];
  });
  const representative = state.images[REPRESENTATIVE];
  if (representative) signatures.push({ role: 'representative', name: state.representativeName.trim() || null, image: representative });
  return { signatures, note: state.note.trim() || null };
}
