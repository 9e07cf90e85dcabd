import { cleanup, render } from '@testing-library/react';
import { RETENTION } from '@vernissage/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { RetentionText } from './retention-text.tsx';

afterEach(cleanup);

describe("the privacy policy's retention section", () => {
  it('states every period the server prunes by, in plain sentences', () => {
    const { container } = render(<RetentionText />);
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Order and invoice records are kept for 7 years, as accounting law requires.');
    expect(text).toContain('Analytics data is kept for 2 years.');
    expect(text).toContain('Contact messages are deleted one year after we receive them (sooner when you ask)');
    expect(text).toContain(
      `A card checkout that was never paid, with the e-mail and delivery address entered in it, is deleted ${RETENTION.abandonedCheckoutDays} days after its hold ended.`,
    );
    expect(text).toContain(`we keep just the address each went to, for ${RETENTION.doneTaskDays} days.`);
    expect(text).toContain(`An e-mail that could not be delivered is deleted after ${RETENTION.failedTaskDays} days.`);
    expect(text).toContain(
      `sign-in records are kept for ${RETENTION.signInHistoryDays} days, apart from each person's latest sign-in, and ended sign-in sessions for ${RETENTION.endedSessionDays} days.`,
    );
  });
});
