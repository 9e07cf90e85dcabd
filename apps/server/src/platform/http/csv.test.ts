import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every cell, the server’s numbers and empty cells too', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 12, -3.5, null])).toBe('"plain","a,b","say ""hi""","12","-3.5",""\r\n');
  });

  it('neutralises a formula at the start of a cell and after a semicolon', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('+254 Couriers')).toBe(`"'+254 Couriers"`);
    expect(csvCell('Nairobi;=HYPERLINK("http://evil.test")')).toBe(`"Nairobi;'=HYPERLINK(""http://evil.test"")"`);
    expect(csvCell('a; @cmd')).toBe(`"a; '@cmd"`);
    expect(csvCell('a - b; c')).toBe('"a - b; c"');
    expect(csvCell('\t=cmd')).toBe(`"'\t=cmd"`);
    expect(csvCell('\r@SUM(A1)')).toBe(`"'\r@SUM(A1)"`);
  });

  it('neutralises a formula behind quotes too, at the start or after a semicolon', () => {
    expect(csvCell('"=1+1"')).toBe(`"""'=1+1"""`);
    expect(csvCell('x; "-2+3"')).toBe(`"x; ""'-2+3"""`);
  });
});
