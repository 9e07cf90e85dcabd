import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  artworkApiParams,
  EMPTY_FILTERS,
  galleryParams,
  listKey,
  parseGalleryParams,
  parseGalleryView,
  toArtworkQuery,
} from './gallery-filters.ts';

const parse = (search: string) => parseGalleryParams(new URLSearchParams(search));

describe('parseGalleryParams', () => {
  it('reads nothing from an empty URL: the default sort, no filters', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads a medium from filter= and from the footer’s category=', () => {
    expect(parse('filter=paintings').medium).toBe('paintings');
    expect(parse('category=Photography').medium).toBe('photography');
  });

  it('reads the new-arrivals and limited-editions shortcuts as facts of the works, not collections', () => {
    expect(parse('filter=new-arrivals')).toMatchObject({ medium: null, newArrivals: true, collections: [] });
    expect(parse('filter=limited-editions&collection=Nordic+Light')).toMatchObject({
      limited: true,
      collections: ['Nordic Light'],
    });
    expect(parse('filter=paintings&filter=new-arrivals&category=limited-editions')).toMatchObject({
      medium: 'paintings',
      newArrivals: true,
      limited: true,
    });
    expect(toArtworkQuery(parse('filter=new-arrivals&filter=limited-editions'))).toMatchObject({
      newArrivals: 'true',
      limited: 'true',
    });
    expect(galleryParams(parse('filter=limited-editions&filter=photography')).toString()).toBe(
      'filter=photography&filter=limited-editions',
    );
  });

  it('reads repeated list filters, prices, sort and search, dropping blanks and duplicates', () => {
    const f = parse(
      'artist=a1&artist=a1&artist=&format=Original&tags=red&tags=blue&minPrice=1000&maxPrice=x&sortBy=price&sortDirection=desc&search=+fjord+',
    );
    expect(f).toMatchObject({
      artists: ['a1'],
      formats: ['Original'],
      tags: ['red', 'blue'],
      minPrice: 1000,
      maxPrice: null,
      sortBy: 'price',
      sortDirection: 'desc',
      search: 'fjord',
    });
  });

  it('sorts the way the first matching menu option does when only sortBy is given, and ignores nonsense', () => {
    expect(parse('sortBy=price')).toMatchObject({ sortBy: 'price', sortDirection: 'asc' });
    expect(parse('sortBy=year')).toMatchObject({ sortBy: 'year', sortDirection: 'desc' });
    expect(parse('sortBy=colour&sortDirection=up')).toMatchObject({ sortBy: 'featured', sortDirection: 'desc' });
  });
});

describe('parseGalleryParams on a hostile URL', () => {
  it('caps the values to what GET /api/artworks accepts, so the page and its later requests still work', () => {
    const artists = Array.from({ length: 2000 }, (_, i) => `artist=id-${i}`).join('&');
    const f = parse(`search=${'x'.repeat(8192)}&${artists}&tags=${'t'.repeat(201)}&tags=ok&filter=${'m'.repeat(101)}`);
    expect(f.search).toBe('x'.repeat(200));
    expect(f.artists).toHaveLength(50);
    expect(f.artists[49]).toBe('id-49');
    expect(f.tags).toEqual(['ok']);
    expect(f.medium).toBeNull();
    expect(parse('minPrice=1e300&maxPrice=1e999')).toMatchObject({ minPrice: null, maxPrice: null });
    const query = artworkApiParams(f, 24, 0);
    expect(query.getAll('artist')).toHaveLength(50);
    expect(query.get('search')).toHaveLength(200);
  });
});

describe('galleryParams', () => {
  it('writes the filters back as the URL reads them, leaving defaults out', () => {
    const search =
      'filter=paintings&collection=New+Arrivals&artist=a1&minPrice=1000&sortBy=title&sortDirection=asc&search=sun';
    expect(galleryParams(parse(search)).toString()).toBe(search);
    expect(galleryParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips: parsing what it writes gives the same filters', () => {
    const f = parse(
      'category=digital-art&tags=red&tags=blue&format=Original&maxPrice=500&sortBy=year&sortDirection=desc',
    );
    expect(parseGalleryParams(galleryParams(f))).toEqual(f);
  });

  it('keeps the list view in the URL and reads it back', () => {
    const p = galleryParams(EMPTY_FILTERS, 'list');
    expect(p.toString()).toBe('view=list');
    expect(parseGalleryView(p)).toBe('list');
    expect(parseGalleryView(new URLSearchParams('view=tiles'))).toBe('grid');
  });
});

describe('the API query', () => {
  it('asks GET /api/artworks for the same filters, the medium once and lists repeated', () => {
    const f = parse('filter=photography&artist=a1&artist=a2&minPrice=100&sortBy=price&sortDirection=asc');
    expect(toArtworkQuery(f)).toEqual({
      medium: 'photography',
      artist: ['a1', 'a2'],
      minPrice: 100,
      sortBy: 'price',
      sortDirection: 'asc',
    });
    expect(artworkApiParams(f, 24, 48).toString()).toBe(
      'sortBy=price&sortDirection=asc&medium=photography&artist=a1&artist=a2&minPrice=100&limit=24&offset=48',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts every narrowing filter once, the price range as one, and not the sort', () => {
    expect(activeFilterCount(parse('sortBy=price'))).toBe(0);
    expect(activeFilterCount(parse('filter=paintings&artist=a&artist=b&minPrice=1&maxPrice=9&search=x'))).toBe(5);
  });
});

describe('listKey', () => {
  it('ignores the view and an open artwork, so neither reloads the list', () => {
    expect(listKey(new URLSearchParams('filter=paintings&view=list&artwork=abc'))).toBe('filter=paintings');
    expect(listKey(new URLSearchParams('category=paintings'))).toBe(listKey(new URLSearchParams('filter=paintings')));
  });
});
