import { z } from 'zod';
import { successBody } from '../admin-auth.ts';
import {
  adminArtist,
  adminArtistBody,
  adminArtwork,
  adminArtworkBody,
  formatCategory,
  formatCategoryBody,
  formatCategoryList,
  formatType,
  formatTypeBody,
  formatTypeList,
  uploadedHeroMedia,
  uploadedImage,
} from '../admin-catalog.ts';
import { errorBody, idParam } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** The Artists tab. */
export const adminArtistEndpoints = {
  list: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/artists',
    responses: { 200: z.array(adminArtist) },
  }),
  create: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/artists',
    body: adminArtistBody,
    responses: { 201: adminArtist, 400: errorBody },
  }),
  update: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/artists/:id',
    params: idParam,
    body: adminArtistBody,
    responses: { 200: adminArtist, 400: errorBody, 404: errorBody },
  }),
  remove: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/artists/:id',
    params: idParam,
    responses: { 200: successBody, 404: errorBody, 409: errorBody },
  }),
};

/** The Artworks tab, and the image upload its forms (and the artists') use. */
export const adminArtworkEndpoints = {
  list: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/artworks',
    responses: { 200: z.array(adminArtwork) },
  }),
  create: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/artworks',
    body: adminArtworkBody,
    responses: { 201: adminArtwork, 400: errorBody },
  }),
  update: endpoint({
    role: 'staff',
    method: 'PUT',
    path: '/api/admin/artworks/:id',
    params: idParam,
    body: adminArtworkBody,
    responses: { 200: adminArtwork, 400: errorBody, 404: errorBody, 409: errorBody },
  }),
  remove: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/artworks/:id',
    params: idParam,
    responses: { 200: successBody, 404: errorBody, 409: errorBody },
  }),
  /** Multipart, one file in the field `file`. */
  uploadImage: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/upload-image',
    responses: { 200: uploadedImage, 400: errorBody, 413: errorBody, 415: errorBody },
  }),
};

const heroUploaded = { 201: uploadedHeroMedia, 400: errorBody, 413: errorBody, 415: errorBody };

/** The Hero Media tab's upload (multipart, field `file`); the current hero is the storefront's `GET /api/hero-media`. */
export const adminHeroMediaEndpoints = {
  upload: endpoint({ role: 'staff', method: 'POST', path: '/api/admin/hero-media', responses: heroUploaded }),
  /** The same upload at the storefront API's path, behind the same guard. */
  uploadAtShopPath: endpoint({ role: 'staff', method: 'POST', path: '/api/hero-media', responses: heroUploaded }),
};

/** The Formats tab: categories and the format types in them. */
export const adminFormatEndpoints = {
  categories: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/format-categories',
    responses: { 200: formatCategoryList },
  }),
  /** Creates a category, or updates the one with the body's id. */
  saveCategory: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/format-categories',
    body: formatCategoryBody,
    responses: { 200: formatCategory, 400: errorBody, 409: errorBody },
  }),
  deleteCategory: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/format-categories/:id',
    params: idParam,
    responses: { 200: successBody, 404: errorBody },
  }),
  types: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/format-types',
    responses: { 200: formatTypeList },
  }),
  saveType: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/format-types',
    body: formatTypeBody,
    responses: { 200: formatType, 400: errorBody },
  }),
  deleteType: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/format-types/:id',
    params: idParam,
    responses: { 200: successBody, 404: errorBody },
  }),
};
