// Files into the browser for the Excel imports: an upload read as base64 (the import API takes it in
// a signed JSON body). Downloads are saved with src/ui/save-blob.ts.

/** The server refuses larger files (server/modules/opening/xlsx.ts MAX_FILE_BYTES). */
export const MAX_IMPORT_BYTES = 700_000;

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
