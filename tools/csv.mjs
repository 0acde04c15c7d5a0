// The domain CSVs as rows of objects keyed by the header, for the generators of tables the browser
// reads (the browser cannot read a CSV).

/** RFC 4180: quoted fields may hold commas and doubled quotes (travel_rules.csv has both). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((cells) => {
    if (cells.length !== header.length)
      throw new Error(`${cells[0]}: ${cells.length} cells, expected ${header.length}`);
    return Object.fromEntries(header.map((name, index) => [name, cells[index]]));
  });
}
