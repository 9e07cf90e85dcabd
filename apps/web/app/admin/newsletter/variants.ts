import { VARIANT_REQUIRED } from '@vernissage/contract';

/** A variant being written: what the server gets, plus a key that keeps its editors apart. */
export type DraftVariant = { key: string; subject: string; message: string; html: string };

/** What a variant is on the wire: subject, plain message and optional HTML. */
export type VariantBody = { subject: string; message: string; html: string };

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `variant-${counter}`;
};

export function emptyVariant(): DraftVariant {
  return { key: nextKey(), subject: '', message: '', html: '' };
}

/** The message to show before sending or saving, or null when every variant is complete. */
export function variantsProblem(variants: readonly VariantBody[]): string | null {
  if (variants.length === 0) return VARIANT_REQUIRED;
  const complete = (v: VariantBody) => v.subject.trim() !== '' && v.message.trim() !== '';
  return variants.every(complete) ? null : VARIANT_REQUIRED;
}

/** The last variant stays: a newsletter always has at least one. */
export function canRemoveVariant(variants: readonly unknown[]): boolean {
  return variants.length > 1;
}

export function removeVariant(variants: readonly DraftVariant[], key: string): DraftVariant[] {
  if (!canRemoveVariant(variants)) return [...variants];
  return variants.filter((v) => v.key !== key);
}

export function updateVariant(
  variants: readonly DraftVariant[],
  key: string,
  patch: Partial<VariantBody>,
): DraftVariant[] {
  return variants.map((v) => (v.key === key ? { ...v, ...patch } : v));
}

/** The variants as the server takes them: subject trimmed, an empty editor sent as no HTML. */
export function toVariantBodies(variants: readonly DraftVariant[]): VariantBody[] {
  return variants.map(({ subject, message, html }) => ({
    subject: subject.trim(),
    message,
    html: isBlankHtml(html) ? '' : html,
  }));
}

/** A template's variants, ready to edit; a template without any gives one empty variant. */
export function fromVariantBodies(bodies: readonly Partial<VariantBody>[]): DraftVariant[] {
  if (bodies.length === 0) return [emptyVariant()];
  return bodies.map((b) => ({
    key: nextKey(),
    subject: b.subject ?? '',
    message: b.message ?? '',
    html: b.html ?? '',
  }));
}

/** An editor with nothing typed still holds an empty paragraph. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
