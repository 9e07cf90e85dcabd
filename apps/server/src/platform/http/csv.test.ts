import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every text cell, and leaves the server’s numbers and empty cells bare', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 12, null])).toBe('"plain","a,b","say ""hi""",12,\r\n');
  });

  it('neutralises a formula at the start of a cell and after a semicolon', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('+254 Couriers')).toBe(`"'+254 Couriers"`);
    expect(csvCell('Nairobi;=HYPERLINK("http://evil.test")')).toBe(`"Nairobi;'=HYPERLINK(""http://evil.test"")"`);
    expect(csvCell('a; @cmd')).toBe(`"a; '@cmd"`);
    expect(csvCell('a - b; c')).toBe('"a - b; c"');
  });
});
