/** The contact form's client-side rules; the server checks the same again. */
export type ContactValues = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const MESSAGE_MIN_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'Name is required.';
  if (!email) errors.email = 'Email is required.';
  else if (!EMAIL.test(email)) errors.email = 'Invalid email address.';
  if (!message) errors.message = 'Message is required.';
  else if (message.length < MESSAGE_MIN_LENGTH) errors.message = 'Message is too short.';
  return errors;
}
