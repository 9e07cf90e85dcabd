import { z } from 'zod';
import { emailField } from './email.ts';

/**
 * The back office's newsletter API (docs/decisions/024-newsletter-sending.md). A send answers at
 * once (202) with the campaign's progress; the mails go out in the background, and the client polls
 * `GET /api/admin/newsletter/campaigns/{id}` until `done`.
 */

export const VARIANT_REQUIRED = 'Each variant must have a subject and message.';
export const TEMPLATE_NAME_REQUIRED = 'Template name is required.';
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const NO_SUBSCRIBERS = 'There are no subscribers to send to.';
export const EVERY_MAIL_FAILED = 'The mail server did not accept any newsletter.';
export const SEND_FAILED_FALLBACK = 'Failed to send newsletter.';

export const MAX_VARIANTS = 5;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 50_000;
export const MAX_HTML_LENGTH = 200_000;
export const MAX_TEMPLATE_NAME_LENGTH = 100;
/** How often the back office asks for a campaign's progress while it is sending. */
export const CAMPAIGN_POLL_MS = 1000;

/** Line breaks in a subject would end the mail header: they become spaces. */
const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, ' ').trim();

const subject = z
  .string({ error: VARIANT_REQUIRED })
  .max(MAX_SUBJECT_LENGTH, 'Subject is too long.')
  .transform(oneLine);
const message = z.string({ error: VARIANT_REQUIRED }).max(MAX_MESSAGE_LENGTH, 'Message is too long.');
/** Optional rich text; the server sanitises it before storing or sending. */
const html = z
  .string({ error: 'HTML message must be text.' })
  .max(MAX_HTML_LENGTH, 'HTML message is too long.')
  .nullish()
  .transform((v) => v ?? '');

/** One variant of a newsletter to send: subject and plain message are required. */
export const newsletterVariant = z.object(
  {
    subject: subject.refine((v) => v !== '', VARIANT_REQUIRED),
    message: message.refine((v) => v.trim() !== '', VARIANT_REQUIRED),
    html,
  },
  { error: VARIANT_REQUIRED },
);
export type NewsletterVariant = z.infer<typeof newsletterVariant>;

const variantList = z
  .array(newsletterVariant, { error: VARIANT_REQUIRED })
  .min(1, VARIANT_REQUIRED)
  .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants.`);

/** `{ subject, message, html }` for one variant or `{ variants: [...] }` for an A/B test. */
export const sendNewsletterBody = z
  .object(
    {
      subject: z.unknown().optional(),
      message: z.unknown().optional(),
      html: z.unknown().optional(),
      variants: z.unknown().optional(),
    },
    { error: VARIANT_REQUIRED },
  )
  .transform((b) => ({
    variants: b.variants !== undefined ? b.variants : [{ subject: b.subject, message: b.message, html: b.html }],
  }))
  .pipe(z.object({ variants: variantList }));
export type SendNewsletterInput = z.input<typeof sendNewsletterBody>;
export type SendNewsletterBody = z.output<typeof sendNewsletterBody>;

/**
 * A campaign's progress. The send answers with it (202, nothing sent yet) and the progress endpoint
 * with its current state. `sent + failed === total` once `done`. `error` is set only when no mail
 * at all was accepted.
 */
export const newsletterCampaignProgress = z.object({
  campaignId: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  done: z.boolean(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsletterCampaignProgress = z.infer<typeof newsletterCampaignProgress>;

/** The back office's success notice, e.g. 'Newsletter sent to 120 subscribers. 2 failed.' */
export function newsletterSentMessage({ sent, failed }: { sent: number; failed: number }): string {
  const base = `Newsletter sent to ${sent} subscribers.`;
  return failed > 0 ? `${base} ${failed} failed.` : base;
}

// --- analytics
/** One row per variant of a campaign; opened and clicked count distinct recipients. */
export const newsletterLog = z.object({
  campaignId: z.string(),
  /** 'A', 'B', ... in the order the variants were sent. */
  variant: z.string(),
  subject: z.string(),
  sent: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  sentAt: z.string(),
});
export type NewsletterLog = z.infer<typeof newsletterLog>;
export const newsletterAnalytics = z.object({ logs: z.array(newsletterLog) });
export type NewsletterAnalytics = z.infer<typeof newsletterAnalytics>;

/** Keyed by subject: every open, and the distinct recipients who opened. */
export const newsletterOpenStats = z.object({
  stats: z.record(z.string(), z.object({ opens: z.number().int(), uniqueOpens: z.number().int() })),
});
export type NewsletterOpenStats = z.infer<typeof newsletterOpenStats>;

/** Keyed by subject: every click, distinct clickers, and clicks per link. */
export const newsletterClickStats = z.object({
  stats: z.record(
    z.string(),
    z.object({
      clicks: z.number().int(),
      uniqueClicks: z.number().int(),
      urls: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type NewsletterClickStats = z.infer<typeof newsletterClickStats>;

export const SUBJECT_QUERY_REQUIRED = 'subject is required';
export const newsletterSubjectQuery = z.object(
  { subject: z.string({ error: SUBJECT_QUERY_REQUIRED }).min(1, SUBJECT_QUERY_REQUIRED).max(MAX_SUBJECT_LENGTH) },
  { error: SUBJECT_QUERY_REQUIRED },
);
export const newsletterEmails = z.object({ emails: z.array(z.string()) });
export type NewsletterEmails = z.infer<typeof newsletterEmails>;

export const USER_EMAIL_INVALID = 'Please enter a valid email address.';
export const newsletterUserQuery = z.object(
  { email: emailField({ required: USER_EMAIL_INVALID, invalid: USER_EMAIL_INVALID }) },
  { error: USER_EMAIL_INVALID },
);
export const newsletterUserAnalytics = z.object({
  email: z.string(),
  opens: z.array(z.object({ timestamp: z.string(), subject: z.string() })),
  clicks: z.array(z.object({ url: z.string(), timestamp: z.string(), subject: z.string() })),
});
export type NewsletterUserAnalytics = z.infer<typeof newsletterUserAnalytics>;

// --- templates
/** A saved draft: its variants may still have blank fields. */
export const templateVariant = z.object(
  {
    subject: subject.optional().transform((v) => v ?? ''),
    message: message.optional().transform((v) => v ?? ''),
    html,
  },
  { error: 'Each variant must be an object.' },
);
export type TemplateVariant = z.infer<typeof templateVariant>;

export const saveTemplateBody = z.object(
  {
    name: z
      .string({ error: TEMPLATE_NAME_REQUIRED })
      .trim()
      .min(1, TEMPLATE_NAME_REQUIRED)
      .max(MAX_TEMPLATE_NAME_LENGTH, 'Template name is too long.'),
    variants: z
      .array(templateVariant, { error: 'A template needs at least one variant.' })
      .min(1, 'A template needs at least one variant.')
      .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants.`),
  },
  { error: TEMPLATE_NAME_REQUIRED },
);
export type SaveTemplateBody = z.infer<typeof saveTemplateBody>;

export const newsletterTemplateSummary = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  updated_at: z.string(),
});
export type NewsletterTemplateSummary = z.infer<typeof newsletterTemplateSummary>;
export const newsletterTemplate = newsletterTemplateSummary.extend({
  created_at: z.string(),
  variants: z.array(templateVariant),
});
export type NewsletterTemplate = z.infer<typeof newsletterTemplate>;

export const newsletterTemplateList = z.object({ templates: z.array(newsletterTemplateSummary) });
export type NewsletterTemplateList = z.infer<typeof newsletterTemplateList>;
/** GET one template: the template, and its variants beside it for loading into the form. */
export const newsletterTemplateDetail = z.object({ template: newsletterTemplate, variants: z.array(templateVariant) });
export type NewsletterTemplateDetail = z.infer<typeof newsletterTemplateDetail>;
/** Saving under an existing name replaces that template (200); a new name creates one (201). */
export const saveTemplateResponse = z.object({ template: newsletterTemplate });
export type SaveTemplateResponse = z.infer<typeof saveTemplateResponse>;

// --- subscribers
/** `pending`: signed up, not confirmed from the mailbox yet; it receives no newsletter (decision 054). */
export const subscriberStatus = z.enum(['pending', 'subscribed', 'unsubscribed']);
export const newsletterSubscriber = z.object({
  _id: z.string(),
  email: z.string(),
  subscribed_at: z.string(),
  status: subscriberStatus,
  unsubscribed_at: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;
/** Every address, newest first; `active` counts the subscribed ones (the Subscribers card). */
export const newsletterSubscriberList = z.object({
  subscribers: z.array(newsletterSubscriber),
  active: z.number().int(),
});
export type NewsletterSubscriberList = z.infer<typeof newsletterSubscriberList>;
