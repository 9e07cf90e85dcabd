/**
 * CSV for spreadsheets (RFC 4180, CRLF). Every cell is quoted, so no separator a spreadsheet
 * guesses (comma or semicolon) splits it; text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return, after any spaces or quotes), at the start or after a
 * semicolon, is neutralised with an apostrophe; numbers the server computed pass as they are.
 */
export type CsvValue = string | number | null;

const FORMULA_AT_CELL_START = /(^|;)([ "]*)(?=[=+\-@\t\r])/g;

export function csvCell(value: CsvValue): string {
  if (value === null) return '""';
  if (typeof value === 'number') return `"${value}"`;
  const text = value.replace(FORMULA_AT_CELL_START, "$1$2'");
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvLine = (values: CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;
