// Files in and out of the browser for the Excel template and import: a download saved under the
// server's name, and an upload read as base64 (the import API takes it in a signed JSON body).

/** The server refuses larger files (server/modules/opening/xlsx.ts MAX_FILE_BYTES). */
export const MAX_IMPORT_BYTES = 700_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Why this file cannot be imported, or null. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return `“${file.name}”不是 Excel（.xlsx）文件，请使用下载的模板`;
  if (file.size === 0) return `“${file.name}”是空文件`;
  if (file.size > MAX_IMPORT_BYTES) {
    return `“${file.name}”过大（${Math.ceil(file.size / 1000)} KB），不能超过 ${MAX_IMPORT_BYTES / 1000} KB`;
  }
  return null;
}

export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('读取文件失败，请重新选择'));
    reader.onload = () => {
      const text = String(reader.result ?? '');
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
