import { VARIANT_REQUIRED } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import {
  canRemoveVariant,
  emptyVariant,
  fromVariantBodies,
  isBlankHtml,
  removeVariant,
  toVariantBodies,
  updateVariant,
  variantsProblem,
} from './variants.ts';

const variant = (subject: string, message: string, html = '') => ({ subject, message, html });

describe('newsletter variants', () => {
  it('need a non-blank subject and plain message each', () => {
    expect(variantsProblem([variant('Spring show', 'Opening Friday')])).toBeNull();
    expect(variantsProblem([variant('Spring show', 'Opening Friday'), variant('  ', 'x')])).toBe(VARIANT_REQUIRED);
    expect(variantsProblem([variant('Spring show', ' \n ')])).toBe(VARIANT_REQUIRED);
    expect(variantsProblem([variant('Spring show', '', '<p>Only HTML</p>')])).toBe(VARIANT_REQUIRED);
    expect(variantsProblem([])).toBe(VARIANT_REQUIRED);
    expect(VARIANT_REQUIRED).toBe('Each variant must have a subject and message.');
  });

  it('can be removed only while more than one exists', () => {
    const one = [emptyVariant()];
    expect(canRemoveVariant(one)).toBe(false);
    expect(removeVariant(one, one[0]?.key ?? '')).toHaveLength(1);
    const two = [emptyVariant(), emptyVariant()];
    expect(canRemoveVariant(two)).toBe(true);
    expect(removeVariant(two, two[0]?.key ?? '')).toEqual([two[1]]);
  });

  it('get distinct keys and are edited one at a time', () => {
    const [a, b] = [emptyVariant(), emptyVariant()];
    expect(a.key).not.toBe(b.key);
    const edited = updateVariant([a, b], b.key, { subject: 'Late summer' });
    expect(edited.map((v) => v.subject)).toEqual(['', 'Late summer']);
  });

  it('are sent with the subject trimmed and an empty editor as no HTML', () => {
    const drafts = fromVariantBodies([variant(' Hello ', 'Plain', '<p></p>'), variant('B', 'b', '<p><b>Bold</b></p>')]);
    expect(toVariantBodies(drafts)).toEqual([variant('Hello', 'Plain'), variant('B', 'b', '<p><b>Bold</b></p>')]);
  });

  it('load a template without variants as one empty variant', () => {
    const loaded = fromVariantBodies([]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toMatchObject(variant('', ''));
  });

  it('treat markup without text as blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p><h1> </h1>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
