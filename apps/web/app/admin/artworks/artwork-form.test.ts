import { type AdminArtwork, ARTWORK_MESSAGES } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { type ArtworkFormValues, artworkFormSchema, artworkFormValues } from './artwork-form.ts';

const valid = (): ArtworkFormValues => ({
  ...artworkFormValues(null),
  title: 'Blue Hour',
  artist: 'artist-1',
  price: '1200',
  formats: [{ id: '1', name: 'Original', price: '1200', available: true, shippingClass: '' }],
  images: ['/media/a/1280.jpg'],
});

const messages = (values: ArtworkFormValues) => {
  const result = artworkFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the artwork form', () => {
  it('starts a new artwork with one empty format row, available', () => {
    const blank = artworkFormValues(null);
    expect(blank.formats).toHaveLength(1);
    expect(blank.formats[0]).toMatchObject({ name: '', price: '', available: true });
    expect(blank.availability).toBe('available');
  });

  it('reads a complete form as the request body, lists split on commas', () => {
    const parsed = artworkFormSchema.parse({ ...valid(), tags: 'blue, dusk, , blue', year: '2024', limitedCount: '' });
    expect(parsed).toMatchObject({ price: 1200, tags: ['blue', 'dusk'], year: 2024, limitedCount: null });
    expect(parsed.formats[0]).toMatchObject({ id: '1', name: 'Original', price: 1200 });
  });

  it('sends a format shipping as its type as null and its own class as that class, and reads both back', () => {
    const formats: ArtworkFormValues['formats'] = [
      { id: '1', name: 'Original', price: '1200', available: true, shippingClass: 'crate' },
      { id: '2', name: 'Print', price: '90', available: true, shippingClass: '' },
    ];
    const parsed = artworkFormSchema.parse({ ...valid(), formats });
    expect(parsed.formats.map((f) => f.shippingClass)).toEqual(['crate', null]);
    expect(
      messages({ ...valid(), formats: [{ ...formats[1], shippingClass: 'huge' as 'crate' }] as typeof formats }),
    ).toEqual(['Shipping class must be small, medium, large, crate or quote']);
    const stored = parsed.formats.map((f) => ({ ...f, id: f.id ?? '', shippingClass: f.shippingClass ?? null }));
    const read = { withheldNumbers: [], tags: [], collections: [], provenance: [], images: [], formats: stored };
    const reopened = artworkFormValues(read as unknown as AdminArtwork);
    expect(reopened.formats.map((f) => f.shippingClass)).toEqual(['crate', '']);
  });

  it('reads withheld numbers from commas, refusing what is not a whole number or listed twice', () => {
    expect(artworkFormSchema.parse({ ...valid(), withheldNumbers: ' 3, 7 ,' }).withheldNumbers).toEqual([3, 7]);
    expect(artworkFormSchema.parse({ ...valid(), withheldNumbers: '' }).withheldNumbers).toEqual([]);
    expect(messages({ ...valid(), withheldNumbers: '3, two' })).toEqual(['Edition numbers must be whole numbers.']);
    expect(messages({ ...valid(), withheldNumbers: '3, 4, 3' })).toEqual(['Edition number 3 is listed twice.']);
  });

  it("names each missing piece with the spec's exact message", () => {
    const empty = {
      ...artworkFormValues(null),
      formats: [{ id: '1', name: ' ', price: 'x', available: true, shippingClass: '' as const }],
    };
    expect(messages(empty)).toEqual(
      expect.arrayContaining([
        ARTWORK_MESSAGES.title,
        ARTWORK_MESSAGES.artist,
        ARTWORK_MESSAGES.price,
        ARTWORK_MESSAGES.formatName,
        ARTWORK_MESSAGES.formatPrice,
        ARTWORK_MESSAGES.images,
      ]),
    );
    expect(messages({ ...valid(), formats: [] })).toEqual([ARTWORK_MESSAGES.formats]);
    expect(messages({ ...valid(), price: 'abc' })).toEqual(['Valid price is required.']);
  });
});
