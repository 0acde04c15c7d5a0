// What a file really is, read from its first bytes: an upload is checked by content, never by its
// name alone (issue 18 item 8), so a program renamed 报销单.pdf is refused. Each allowed extension
// names the signatures its content may carry; docx/xlsx/pptx are zip containers and doc/xls/ppt
// OLE compound files, so those families share a signature.

/** How many leading bytes the checks read (PDF allows its header anywhere in the first 1 KiB). */
export const SNIFF_BYTES = 1024;

type Signature = (head: Uint8Array) => boolean;

const startsWith =
  (...bytes: number[]): Signature =>
  (head) =>
    head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const jpeg = startsWith(0xff, 0xd8, 0xff);
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const gif: Signature = (h) => startsWith(...ascii('GIF87a'))(h) || startsWith(...ascii('GIF89a'))(h);
const bmp = startsWith(...ascii('BM'));
const webp: Signature = (h) =>
  startsWith(...ascii('RIFF'))(h) && ascii('WEBP').every((b, i) => h[8 + i] === b);
/** "%PDF-" within the first KiB, as readers accept it. */
const pdf: Signature = (h) => {
  const marker = ascii('%PDF-');
  const limit = Math.min(h.length, SNIFF_BYTES) - marker.length;
  for (let at = 0; at <= limit; at++) if (marker.every((b, i) => h[at + i] === b)) return true;
  return false;
};
/** Local file header, or the end record of an empty archive. */
const zip: Signature = (h) => startsWith(0x50, 0x4b, 0x03, 0x04)(h) || startsWith(0x50, 0x4b, 0x05, 0x06)(h);
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const rar = startsWith(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07);
const sevenZip = startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c);

/** Programs and scripts: refused under any name, even when a PDF marker follows in the first KiB. */
const executable: Signature = (h) =>
  startsWith(...ascii('MZ'))(h) || // Windows PE
  startsWith(0x7f, ...ascii('ELF'))(h) ||
  startsWith(0xcf, 0xfa, 0xed, 0xfe)(h) || // Mach-O 64
  startsWith(0xce, 0xfa, 0xed, 0xfe)(h) ||
  startsWith(0xca, 0xfe, 0xba, 0xbe)(h) || // Mach-O universal / Java class
  startsWith(...ascii('#!'))(h);

/** Plain text: no NUL byte (UTF-8 or GBK alike). */
const text: Signature = (h) => !h.slice(0, SNIFF_BYTES).includes(0);

/**
 * CEB (方正 Apabi documents) has no published signature; it is accepted unless it is a program or
 * one of the formats above under a false name.
 */
const ceb: Signature = (h) => ![jpeg, png, gif, pdf, zip, ole, rar, sevenZip].some((s) => s(h));

const SIGNATURES: Readonly<Record<string, Signature>> = {
  jpg: jpeg,
  jpeg,
  png,
  gif,
  bmp,
  webp,
  pdf,
  zip,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  doc: ole,
  xls: ole,
  ppt: ole,
  rar,
  '7z': sevenZip,
  txt: text,
  ceb,
};

/** Whether the first bytes of a file fit its extension (lower case, no dot); false for unknown ones. */
export function contentFitsExtension(extension: string, head: Uint8Array): boolean {
  const signature = SIGNATURES[extension];
  return signature !== undefined && !executable(head) && signature(head);
}
