import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

afterEach(cleanup);

describe('a form alert', () => {
  it('is nothing without an error, and the error as an alert with its id and classes', () => {
    const { container, rerender } = render(<FormAlert className="mt-3" error={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<FormAlert id="e" className="mt-3" error="Please enter a valid email address." />);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert.id).toBe('e');
    expect(alert.className).toBe('mt-3 text-error');
    expect(alert.textContent).toBe('Please enter a valid email address.');
  });

  it('puts the detail on a quieter second line', () => {
    render(<FormAlert error="Failed to send invoice. Please try again." detail="Your cart is empty" />);
    const lines = [...screen.getByRole('alert').querySelectorAll('p')].map((p) => [p.textContent, p.className]);
    expect(lines).toEqual([
      ['Failed to send invoice. Please try again.', ''],
      ['Your cart is empty', 'mt-1 text-ink-soft'],
    ]);
  });

  it('keeps a polite live region in the page, with the success or the alert inside', () => {
    const { container, rerender } = render(<FormAlert live className="text-[0.9375rem]" />);
    const region = container.firstElementChild;
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.className).toBe('text-[0.9375rem]');
    expect(region?.childElementCount).toBe(0);
    rerender(<FormAlert live className="text-[0.9375rem]" status="Thank you! Your message has been sent." />);
    expect(region?.textContent).toBe('Thank you! Your message has been sent.');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert live className="text-[0.9375rem]" error="Network error." />);
    expect(screen.getByRole('alert').className).toBe('text-error');
    expect(container.firstElementChild).toBe(region);
  });
});

describe('a submit button', () => {
  it('says its busy label and cannot be pressed while busy', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Sending..." className="btn">
        Send Message
      </SubmitButton>,
    );
    const button = screen.getByRole('button');
    expect([button.getAttribute('type'), button.textContent, (button as HTMLButtonElement).disabled]).toEqual([
      'submit',
      'Send Message',
      false,
    ]);
    rerender(
      <SubmitButton busy busyLabel="Sending..." className="btn">
        Send Message
      </SubmitButton>,
    );
    expect([button.textContent, (button as HTMLButtonElement).disabled]).toEqual(['Sending...', true]);
    rerender(
      <SubmitButton busy={false} disabled busyLabel="PROCESSING..." className="btn">
        SEND INVOICE
      </SubmitButton>,
    );
    expect([button.textContent, (button as HTMLButtonElement).disabled]).toEqual(['SEND INVOICE', true]);
  });
});
