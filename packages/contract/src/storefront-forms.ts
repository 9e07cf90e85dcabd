import { z } from 'zod';
import { emailField } from './email.ts';

/** The storefront's guest forms: newsletter, contact, cookie consent. */

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

// --- newsletter
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';
export const UNSUBSCRIBE_NOT_RECOGNISED = 'Unsubscribe link not recognised';

export const newsletterSubscribeBody = z.object(
  {
    email: emailField({ required: NEWSLETTER_INVALID_EMAIL, invalid: NEWSLETTER_INVALID_EMAIL }),
  },
  { error: NEWSLETTER_INVALID_EMAIL },
);
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

export const subscriptionStatus = z.enum(['subscribed', 'already_subscribed']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;
export const SUBSCRIPTION_MESSAGES: Record<SubscriptionStatus, string> = {
  subscribed: 'Thanks for subscribing!',
  already_subscribed: 'You are already subscribed.',
};
export const newsletterSubscribeResponse = z.object({ status: subscriptionStatus, message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponse>;

/** The token of a newsletter's unsubscribe link; a missing one is answered like an unknown one. */
export const unsubscribeQuery = z.object({ token: z.string().max(200).optional() });
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed.';
export const unsubscribeResponse = z.object({ status: z.literal('unsubscribed'), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

// --- contact
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_NAME_MAX_LENGTH = 200;
const NAME_REQUIRED = 'Name is required.';
const EMAIL_REQUIRED = 'Email is required.';
const EMAIL_INVALID = 'Invalid email address.';
const MESSAGE_REQUIRED = 'Message is required.';

export const contactBody = z.object(
  {
    name: z
      .string({ error: NAME_REQUIRED })
      .trim()
      .min(1, NAME_REQUIRED)
      .max(CONTACT_NAME_MAX_LENGTH, 'Name is too long.'),
    email: emailField({ required: EMAIL_REQUIRED, invalid: EMAIL_INVALID, keepCase: true }),
    message: z
      .string({ error: MESSAGE_REQUIRED })
      .trim()
      .min(1, MESSAGE_REQUIRED)
      .min(CONTACT_MESSAGE_MIN_LENGTH, 'Message is too short.')
      .max(CONTACT_MESSAGE_MAX_LENGTH, 'Message is too long.'),
  },
  { error: NAME_REQUIRED },
);

/** 'Inquire about this work' (gallery.md §5): the contact form's fields and rules, and the work. */
export const inquiryBody = contactBody.extend({
  artworkId: z
    .string({ error: 'Choose the work to ask about.' })
    .trim()
    .min(1, 'Choose the work to ask about.')
    .max(64, 'Choose the work to ask about.'),
});
export type InquiryBody = z.infer<typeof inquiryBody>;
export const INQUIRY_SENT = 'Thank you! Your question about this work has been sent.';
export type ContactBody = z.infer<typeof contactBody>;

export const CONTACT_SENT = 'Thank you! Your message has been sent.';
export const contactResponse = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

// --- cookie consent
export const CONSENT_EMAIL_INVALID = 'email must be an e-mail address';
const choice = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** Necessary cookies are always on, whatever is sent; absent choices are false (a visitor cannot refuse them). */
export const cookieConsentBody = z.object(
  {
    necessary: choice('necessary').optional(),
    analytics: choice('analytics').default(false),
    marketing: choice('marketing').default(false),
    /** The guest e-mail this browser remembered (newsletter or checkout), to link the choice to a person. */
    email: emailField({ required: CONSENT_EMAIL_INVALID, invalid: CONSENT_EMAIL_INVALID }).optional(),
    /** A random id the browser keeps with its choice: a new choice replaces this browser's last one. */
    browserId: z
      .string({ error: 'browserId must be text' })
      .max(64, 'browserId is invalid')
      .regex(/^[A-Za-z0-9-]{16,64}$/, 'browserId is invalid')
      .optional(),
  },
  { error: 'Cookie preferences are required' },
);
export type CookieConsentBody = z.infer<typeof cookieConsentBody>;

export const cookieConsentResponse = z.object({ success: z.literal(true) });
export type CookieConsentResponse = z.infer<typeof cookieConsentResponse>;
