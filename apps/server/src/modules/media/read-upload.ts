// Importing @fastify/multipart brings its request augmentation (`file`, `isMultipart`) into every
// program that compiles this file, the bench's included.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest, HttpError, PayloadTooLarge } from '../../platform/errors.ts';

export const MB = 1024 * 1024;
const NO_FILE = 'No file uploaded. Send one file in the form field "file".';
const UNREADABLE = 'The upload could not be read. Please try again.';

/** The most bytes an upload may have, and what to say when it has more. */
export type UploadCap = { bytes: number; message: string };
export type Upload = { buffer: Buffer; name: string };

/** One file per request; each route's own cap is enforced while reading (`readUpload`). */
export const registerMultipart = (app: FastifyInstance, fileSize: number) =>
  app.register(multipart, { limits: { fileSize, files: 1, fields: 10, parts: 20 } });

// Enough bytes to recognise an MP4 `ftyp` box or WebM magic before the cap is chosen.
const HEAD_BYTES = 64;

/**
 * Reads the one file of a multipart request (form field `file`). `capOf` picks the cap from the
 * first bytes (a video may be larger than an image); reading stops as soon as the cap is passed,
 * and `maxBytes`, the largest cap, bounds what the multipart parser reads at all.
 */
export async function readUpload(
  request: FastifyRequest,
  capOf: (head: Buffer) => UploadCap,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) throw new BadRequest(NO_FILE);
  try {
    return await readFilePart(request, capOf, maxBytes);
  } catch (error) {
    // A malformed body (no boundary, cut off mid-part) is the client's mistake, not a 500.
    if (error instanceof HttpError || isClientError(error)) throw error;
    throw new BadRequest(UNREADABLE);
  }
}

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

async function readFilePart(request: FastifyRequest, capOf: (head: Buffer) => UploadCap, maxBytes: number) {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') throw new BadRequest(NO_FILE);
  const chunks: Buffer[] = [];
  let size = 0;
  let cap: UploadCap | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!cap && size >= HEAD_BYTES) cap = capOf(Buffer.concat(chunks));
    if (cap && size > cap.bytes) throw new PayloadTooLarge(cap.message);
  }
  const buffer = Buffer.concat(chunks, size);
  cap ??= capOf(buffer);
  if (part.file.truncated || size > cap.bytes) throw new PayloadTooLarge(cap.message);
  if (size === 0) throw new BadRequest(NO_FILE);
  return { buffer, name: part.filename };
}
