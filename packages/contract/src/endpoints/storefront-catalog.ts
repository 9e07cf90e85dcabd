import { z } from 'zod';
import { artist, artistQuery, artwork, artworkFacets, artworkQuery, heroMedia } from '../catalog.ts';
import { errorBody, idParam } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** The catalog the storefront reads: works, the gallery's filter values, artists and the hero. */
export const catalogEndpoints = {
  /** `X-Total-Count` carries the number of matches. */
  listArtworks: endpoint({
    method: 'GET',
    path: '/api/artworks',
    query: artworkQuery,
    responses: { 200: z.array(artwork), 400: errorBody },
  }),
  artworkFacets: endpoint({ method: 'GET', path: '/api/artworks/facets', responses: { 200: artworkFacets } }),
  /** One work as the list gives it, with its public provenance (gallery.md §3). */
  getArtwork: endpoint({
    method: 'GET',
    path: '/api/artworks/:id',
    params: idParam,
    responses: { 200: artwork, 404: errorBody },
  }),
  listArtists: endpoint({
    method: 'GET',
    path: '/api/artists',
    query: artistQuery,
    responses: { 200: z.array(artist), 400: errorBody },
  }),
  getArtist: endpoint({
    method: 'GET',
    path: '/api/artists/:id',
    params: idParam,
    responses: { 200: artist, 404: errorBody },
  }),
  heroMedia: endpoint({ method: 'GET', path: '/api/hero-media', responses: { 200: heroMedia, 404: errorBody } }),
};
