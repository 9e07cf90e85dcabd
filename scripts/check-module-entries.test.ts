import { describe, expect, it } from 'vitest';
import { scriptUnderTest } from './script-fixtures.ts';

const { tree, check } = scriptUnderTest('check-module-entries.mjs');

describe('check-module-entries', () => {
  it('passes when modules import each other only through index.ts and never in a circle', () => {
    const root = tree({
      'modules/orders/index.ts': "export { sell } from './checkout/sell.ts';",
      'modules/orders/checkout/sell.ts': "import { holdWork } from '../../artworks/index.ts';",
      'modules/artworks/index.ts': "export { holdWork } from './stock.ts';",
      'modules/artworks/stock.ts': "import { now } from '../../platform/clock.ts';",
      'register-modules.ts': "import { sell } from './modules/orders/index.ts';",
    });
    expect(check(root)).toEqual({
      code: 0,
      out: 'Module entries: 1 modules import others only through index.ts, no cycles\n',
    });
  });

  it("names a file that reaches into another module's internals, from a module, the wiring or a test", () => {
    const root = tree({
      'modules/artworks/index.ts': '',
      'modules/artworks/stock.ts': '',
      'modules/orders/checkout/sell.ts': "import { holdWork } from '../../artworks/stock.ts';",
      'register-modules.ts': "import { x } from './modules/artworks/stock.ts';",
      'modules/orders/sell.test.ts': "vi.mock('../artworks/stock.ts');",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('modules/orders/checkout/sell.ts imports modules/artworks/stock.ts');
    expect(out).toContain('register-modules.ts imports modules/artworks/stock.ts');
    expect(out).toContain('modules/orders/sell.test.ts imports modules/artworks/stock.ts');
  });

  it('names modules that import each other, even through a third', () => {
    const root = tree({
      'modules/artists/index.ts': "import { a } from '../artworks/index.ts';",
      'modules/artworks/index.ts': "import { b } from '../orders/index.ts';",
      'modules/orders/index.ts': "import { c } from '../artists/index.ts';",
      'modules/media/index.ts': '',
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('modules import each other: artists <-> artworks <-> orders');
    expect(out).not.toContain('media');
  });
});
