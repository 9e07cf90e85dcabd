/**
 * CSV for spreadsheets (RFC 4180, CRLF). Text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is neutralised with a leading apostrophe; numbers
 * the server computed pass as they are.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;
