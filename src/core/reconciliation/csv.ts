// CSV text to a table of cells (RFC 4180: quoted fields, "" inside quotes, CRLF or LF), as banks
// export statements. Cells are trimmed; a tab after a number (="0001" protection) is dropped.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      row.push(clean(cell));
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(clean(cell));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(clean(cell));
    rows.push(row);
  }
  return rows;
}

function clean(cell: string): string {
  // Some banks write ="000123" or a trailing tab so spreadsheets keep leading zeros.
  const trimmed = cell.trim();
  const protectedText = /^="(.*)"$/.exec(trimmed);
  return protectedText ? (protectedText[1] ?? '') : trimmed;
}
