import { z } from 'zod';
import { customerCertificate } from './certificates.ts';
import { orderEdition } from './editions.ts';
import { emailField } from './email.ts';
import { saleCostsView } from './sale-costs.ts';

/** Order look-up by a verified e-mail: a one-time code, then a short-lived token for the list. */
export const LOOKUP_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  codeSent: 'If there are orders for this address, a 6-digit code is on its way. It works for 10 minutes.',
  codeInvalid: 'Please enter the 6-digit code from the e-mail.',
  codeWrong: 'That code is not right. Please check it and try again.',
  codeExpired: 'That code has expired or was tried too often. Please ask for a new one.',
  verificationRequired: 'Verification required',
} as const;

const email = emailField({ required: LOOKUP_TEXT.emailRequired, invalid: LOOKUP_TEXT.emailInvalid });

export const lookupCodeBody = z.object({ email }, { error: LOOKUP_TEXT.emailRequired });
export const lookupCodeResponse = z.object({ message: z.string() });
export const lookupVerifyBody = z.object(
  {
    email,
    code: z
      .string({ error: LOOKUP_TEXT.codeInvalid })
      .trim()
      .regex(/^\d{6}$/, LOOKUP_TEXT.codeInvalid),
  },
  { error: LOOKUP_TEXT.emailRequired },
);
export type LookupVerifyBody = z.infer<typeof lookupVerifyBody>;
export const lookupToken = z.object({ token: z.string(), expiresIn: z.number().int() });
export type LookupToken = z.infer<typeof lookupToken>;
export const ordersQuery = z.object({ email });

/** An order as its buyer reads it (money in dollars). */
export const customerOrder = z.object({
  _id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  invoiceNumber: z.string().nullable(),
  email: z.string(),
  fulfillmentType: z.enum(['shipping', 'storage']),
  /** Its currency, subtotal, shipping (null: to be quoted), tax line and total (gallery.md §6). */
  ...saleCostsView.shape,
  shippingAddress: z
    .object({
      fullName: z.string(),
      phoneNumber: z.string(),
      streetAddress: z.string(),
      city: z.string(),
      stateProvince: z.string(),
      postalCode: z.string(),
      country: z.string(),
    })
    .nullable(),
  /** The delivery address a card buyer typed (free text); null for invoice and storage orders. */
  deliveryAddress: z.string().nullable(),
  items: z.array(
    z.object({
      artwork: z.object({
        _id: z.string().nullable(),
        title: z.string(),
        artist: z.object({ name: z.string() }),
        image: z.string(),
      }),
      format: z.object({ id: z.string().nullable(), name: z.string(), price: z.number() }),
      quantity: z.number().int(),
      /** null for a unique work, else the edition's size and one number per unit. */
      edition: orderEdition,
      /** The line's valid certificates of authenticity, once it is paid. */
      certificates: z.array(customerCertificate),
    }),
  ),
});
export type CustomerOrder = z.infer<typeof customerOrder>;
export const customerOrderList = z.array(customerOrder);
