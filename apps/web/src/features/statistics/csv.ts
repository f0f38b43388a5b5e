/**
 * A CSV file of rows. A cell that starts like a formula (=, +, -, @) is quoted with a leading
 * apostrophe so a spreadsheet shows it rather than running it; a byte-order mark makes Excel read UTF-8.
 */
export function csvBlob(header: readonly string[], rows: readonly (readonly (string | number)[])[]): Blob {
  const cell = (v: string | number) => {
    const text = typeof v === 'number' ? String(v) : /^[=+\-@]/.test(v) ? `'${v}` : v;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [header, ...rows].map((r) => r.map(cell).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
