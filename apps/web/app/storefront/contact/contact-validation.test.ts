import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-validation.ts';

describe('validateContact', () => {
  it('asks for every field', () => {
    expect(validateContact({ name: ' ', email: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
    });
  });

  it('rejects an invalid e-mail and a message under 10 characters', () => {
    expect(validateContact({ name: 'Ada', email: 'ada@', message: 'Too short' })).toEqual({
      email: 'Invalid email address.',
      message: 'Message is too short.',
    });
  });

  it('accepts a complete message', () => {
    expect(
      validateContact({ name: 'Ada', email: 'ada@example.com', message: 'Is this work still available?' }),
    ).toEqual({});
  });
});
