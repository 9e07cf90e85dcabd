import { z } from 'zod';

/** The back office's inbox of contact-form messages: unread first, then newest first. */
export const MESSAGES_PAGE_SIZE = 50;

export const messagesQuery = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : Number(v)),
    z
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(100_000, 'page must be a whole number from 1'),
  ),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

export const contactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The work an inquiry is about (gallery.md §5), its title as it was asked; null for a contact message. */
  artwork: z.object({ _id: z.string(), title: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const messagesResponse = z.object({
  messages: z.array(contactMessage),
  total: z.number().int(),
  unread: z.number().int(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const messageIdParams = z.object({ id: z.string().min(1).max(64) });
export const messageReadBody = z.object(
  { read: z.boolean({ error: 'read must be true or false' }) },
  { error: 'read must be true or false' },
);
export type MessageReadBody = z.infer<typeof messageReadBody>;
export const MESSAGE_NOT_FOUND = 'Message not found';
