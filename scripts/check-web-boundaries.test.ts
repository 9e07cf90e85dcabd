import { describe, expect, it } from 'vitest';
import { scriptUnderTest } from './script-fixtures.ts';

const { tree: app, check } = scriptUnderTest('check-web-boundaries.mjs');

describe('check-web-boundaries', () => {
  it('passes when each half imports only shared pieces and its own files', () => {
    const root = app({
      'storefront/cart/cart.tsx': "import { Modal } from '../../ui/modal.tsx';\nimport { total } from './total.ts';",
      'admin/orders/tab.tsx':
        "import { Modal } from '../../ui/modal.tsx';\nconst T = lazy(() => import('./panel.tsx'));",
      'routes/admin.tsx': "import { AdminApp } from '../admin/admin-app.tsx';",
      'ui/modal.tsx': "import { cx } from '../lib/cx.ts';",
    });
    expect(check(root).code).toBe(0);
  });

  it('names a storefront file that imports the back office, static or lazy', () => {
    const root = app({
      'storefront/cart/cart.tsx': "import { fields } from '../../admin/ui/fields.tsx';",
      'storefront/shell/header.tsx': "const A = lazy(() => import('../../admin/admin-app.tsx'));",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('storefront/cart/cart.tsx (storefront) imports ../../admin/ui/fields.tsx (admin)');
    expect(out).toContain('storefront/shell/header.tsx (storefront) imports ../../admin/admin-app.tsx (admin)');
  });

  it('names a back-office file that imports the storefront, and shared code that imports either half', () => {
    const root = app({
      'admin/artworks/card.tsx': "import { ArtworkCard } from '../../storefront/catalog/artwork-card.tsx';",
      'lib/format.ts': "import '../storefront/cart/cart.ts';",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain(
      'admin/artworks/card.tsx (admin) imports ../../storefront/catalog/artwork-card.tsx (storefront)',
    );
    expect(out).toContain('lib/format.ts (lib) imports ../storefront/cart/cart.ts (storefront)');
  });
});
