import type { FastifyReply } from 'fastify';

/** Sends a generated PDF as a download under `filename` (already safe for the header), never cached. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  reply.header('Cache-Control', 'no-store');
  return reply.send(file.pdf);
}
