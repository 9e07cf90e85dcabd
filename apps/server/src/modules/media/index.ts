/** The media module's public entry: other modules and the app's wiring import only from here. */
export { mediaAdminRoutes } from './admin-routes.ts';
export { restrictDecoders } from './image-types.ts';
export { joinedPictureOf, type MediaUrl, pictureOf } from './pictures.ts';
export { readUpload, registerMultipart } from './read-upload.ts';
export {
  IMAGE_CAP,
  imageOrVideoCap,
  type MediaDeps,
  processImage,
  resolveImageIds,
  storeImageOrVideo,
  VIDEO_CAP,
} from './service.ts';
