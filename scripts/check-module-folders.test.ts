import { describe, expect, it } from 'vitest';
import { scriptUnderTest } from './script-fixtures.ts';

const { tree, check } = scriptUnderTest('check-module-folders.mjs');

describe('check-module-folders', () => {
  it('passes use-case folders that meet only in core/ and lifecycle/', () => {
    const root = tree({
      'modules/orders/index.ts': "export { sell } from './checkout/sell.ts';",
      'modules/orders/checkout/sell.ts':
        "import { lockOrder } from '../core/order-repo.ts';\nimport { move } from '../lifecycle/move.ts';",
      'modules/orders/lifecycle/move.ts': "import { lockOrder } from '../core/order-repo.ts';",
      'modules/orders/core/order-repo.ts': '',
    });
    expect(check(root)).toEqual({
      code: 0,
      out: 'Module folders: 1 modules, no cycle larger than a file, 0 cross-folder import(s)\n',
    });
  });

  it('names a use-case folder importing another, lifecycle/ importing a use case, and core/ importing lifecycle/', () => {
    const root = tree({
      'modules/orders/card/pay.ts': "import { writeOrder } from '../checkout/order-writer.ts';",
      'modules/orders/checkout/order-writer.ts': '',
      'modules/orders/lifecycle/move.ts': "import type { X } from '../admin/view.ts';",
      'modules/orders/admin/view.ts': '',
      'modules/orders/core/rows.ts': "import { move } from '../lifecycle/move.ts';",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain(
      'modules/orders/card/pay.ts imports checkout/order-writer.ts: card/ may import only its own files, core/ and lifecycle/',
    );
    expect(out).toContain(
      'modules/orders/lifecycle/move.ts imports admin/view.ts: lifecycle/ may import only its own files and core/',
    );
    expect(out).toContain('modules/orders/core/rows.ts imports lifecycle/move.ts: core/ may import only its own files');
  });

  it('names files of one module that import each other, even through a third and by type only', () => {
    const root = tree({
      'modules/settings/defaults.ts': "import type { S } from './service.ts';",
      'modules/settings/service.ts': "import { D } from './values.ts';",
      'modules/settings/values.ts': "import { d } from './defaults.ts';",
      'modules/settings/repo.ts': '',
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('modules/settings: 3 files import each other: defaults.ts -> service.ts -> values.ts');
  });

  it('with --cycles-only counts cross-folder imports without failing, and still fails on a cycle', () => {
    const folders = tree({
      'modules/orders/card/pay.ts': "import { w } from '../checkout/w.ts';",
      'modules/orders/checkout/w.ts': '',
    });
    expect(check(folders, ['--cycles-only'])).toEqual({
      code: 0,
      out: 'Module folders: 1 modules, no cycle larger than a file, 1 cross-folder import(s) (counted, not yet enforced)\n',
    });
    const cycle = tree({ 'modules/a/x.ts': "import './y.ts';", 'modules/a/y.ts': "import './x.ts';" });
    expect(check(cycle, ['--cycles-only']).code).toBe(1);
  });
});
