import { describe, expect, it } from 'vitest';
import { scriptUnderTest } from './script-fixtures.ts';

const { tree: repo, check } = scriptUnderTest('check-currency.mjs');

describe('check-currency', () => {
  it('passes amounts written through the formatter, templates and replacement patterns', () => {
    const root = repo({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the test data is source code holding template literals
      'apps/web/app/cart/total.tsx': 'const t = `${formatMoney(total, currency)}`;\nconst id = `${id}-price`;',
      'apps/web/app/lib/two-factor.ts': "const grouped = secret.replace(/(.{4})/g, '$1 ');",
      'apps/server/src/db/migrations/001-schema.ts': ".addColumn('currency', 'text', (c) => c.defaultTo('usd'))",
      'apps/web/app/cart/total.test.ts': "expect(text).toBe('$1,500');",
      'packages/contract/src/rules/money.ts': "export const DEFAULT_CURRENCY = 'USD';",
    });
    expect(check(root).code).toBe(0);
  });

  it('names every dollar sign before an amount and every hard-coded usd', () => {
    const root = repo({
      'apps/web/app/cart/summary.tsx': 'const a = `$${price}`;\nconst b = \'$1,000\';\n<input placeholder="$" />',
      'apps/server/src/modules/pay.ts': "createIntent({ currency: 'usd' });",
    });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('apps/web/app/cart/summary.tsx:1: a dollar sign before an amount');
    expect(out).toContain('apps/web/app/cart/summary.tsx:2: a dollar sign before an amount');
    expect(out).toContain('apps/web/app/cart/summary.tsx:3: a dollar sign before an amount');
    expect(out).toContain("apps/server/src/modules/pay.ts:1: a 'usd' currency code");
  });
});
