// The media type a stored file is served with, from its (checked) extension: the browser's viewer
// renders images and PDF by it, and with nosniff it never guesses one. Unknown kinds are bytes.

const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  // No charset: a text attachment may be GBK as well as UTF-8.
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

/** The Content-Type of a file with this extension (lower case, no dot). */
export function contentTypeOf(extension: string): string {
  return TYPES[extension] ?? 'application/octet-stream';
}
