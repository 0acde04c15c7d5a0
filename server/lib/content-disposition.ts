// Content-Disposition naming a file whatever its script (RFC 6266 with RFC 5987's filename*): old
// clients read the ASCII fallback, every current browser the UTF-8 name (报销单.pdf).

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * as they are, which filename* may not hold. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The name with everything outside printable ASCII, and the quote and backslash, as '_'. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
