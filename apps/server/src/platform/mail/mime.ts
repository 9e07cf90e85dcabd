import type { SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

/** A message ready for SMTP: its bytes, the envelope's addresses and its Message-ID. */
type BuiltMime = { raw: Uint8Array; envelope: { from: string | false; to: string[] }; messageId: string };
type MimeBuilder = (options: SendMailOptions) => Promise<BuiltMime>;

/**
 * The whole message built in memory: streamed to the socket, the MIME tree's hundreds of small
 * pieces each cost a write of their own (an eighth of the drained checkout's event loop).
 */
export const buildMime: MimeBuilder = async (options) => {
  const message = new MailComposer(withBufferAttachments(options)).compile();
  const raw = await message.build();
  const { from, to } = message.getEnvelope();
  return { raw, envelope: { from, to }, messageId: message.messageId() };
};

/**
 * A message that crossed to a worker thread holds its attachments as plain Uint8Arrays, which
 * nodemailer would not take as bytes: they become Buffers again (sharing the same memory).
 */
function withBufferAttachments(options: SendMailOptions): SendMailOptions {
  if (!options.attachments) return options;
  return {
    ...options,
    attachments: options.attachments.map((a) => {
      // nodemailer's type says Buffer; across a thread the value is a Uint8Array.
      const content: unknown = a.content;
      return content instanceof Uint8Array && !Buffer.isBuffer(content)
        ? { ...a, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) }
        : a;
    }),
  };
}
