// DESIGN §11: a balance row exists per subject and auxiliary combination; the combination is
// written as a canonical key of sorted "typeNo:infoNo" pairs, e.g. "02:P001;03:XM01".

export interface AuxPair {
  typeNo: string;
  infoNo: string;
}

/** Type and item numbers are plain codes, so the separators cannot occur inside them. */
export const AUX_CODE = /^[A-Za-z0-9_-]{1,30}$/;

export function auxKeyOf(pairs: readonly AuxPair[]): string {
  return [...pairs]
    .sort((a, b) => (a.typeNo < b.typeNo ? -1 : a.typeNo > b.typeNo ? 1 : 0))
    .map((p) => `${p.typeNo}:${p.infoNo}`)
    .join(';');
}

export function parseAuxKey(key: string): AuxPair[] {
  if (key === '') return [];
  return key.split(';').map((part) => {
    const at = part.indexOf(':');
    return { typeNo: part.slice(0, at), infoNo: part.slice(at + 1) };
  });
}
