import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../ui/text-field.tsx';
import { sendContactMessage, sendInquiry } from '../api/client.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { type ContactErrors, type ContactValues, validateContact } from './contact-validation.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

const SENT = 'Thank you! Your message has been sent.';

/**
 * Name, e-mail and message, checked here first and then by the server (POST /api/contact), or,
 * `about` a work, the same as an inquiry naming it (POST /api/inquiries).
 */
export function ContactForm({ about }: { about?: { id: string; title: string } } = {}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: ContactValues = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    const found = validateContact(values);
    setErrors(found);
    const first = (['name', 'email', 'message'] as const).find((k) => found[k]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'sending' });
    const fields = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    const result = about ? await sendInquiry({ ...fields, artworkId: about.id }) : await sendContactMessage(fields);
    if (result.kind === 'ok') {
      setStatus({ kind: 'sent', message: result.data.message || SENT });
      form.current?.reset();
    } else if (result.kind === 'network') setStatus({ kind: 'failed', message: 'Network error.' });
    else setStatus({ kind: 'failed', message: result.error ?? 'Failed to send message.' });
  };

  const clear = (key: keyof ContactValues) => errors[key] && setErrors((e) => ({ ...e, [key]: undefined }));
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={about ? `Inquire about ${about.title}` : 'Contact form'}
      className="grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          name="name"
          label="Name"
          autoComplete="name"
          error={errors.name}
          onChange={() => clear('name')}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          error={errors.email}
          onChange={() => clear('email')}
        />
      </div>
      <TextField
        id={`${id}-message`}
        name="message"
        label="Message"
        multiline
        error={errors.message}
        onChange={() => clear('message')}
      />
      <p className="text-[0.8125rem] leading-relaxed text-muted">
        We use your name and e-mail only to answer you. See our{' '}
        <Link to="/privacy" className="underline decoration-subtle underline-offset-4 hover:decoration-ink">
          Privacy Policy
        </Link>
        .
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <SubmitButton
          busy={status.kind === 'sending'}
          busyLabel="Sending..."
          className="inline-flex min-h-12 items-center justify-center bg-ink px-8 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-wait disabled:bg-muted"
        >
          Send Message
        </SubmitButton>
        <FormAlert
          live
          className="text-[0.9375rem]"
          status={status.kind === 'sent' ? status.message : null}
          error={status.kind === 'failed' ? status.message : null}
        />
      </div>
    </form>
  );
}
