import { describe, expect, it } from 'vitest';
import { campaignOutcome, progressPercent, progressText } from './send-progress.ts';

describe('a campaign on its way', () => {
  it('counts the mails handled so far, failures included, against the total', () => {
    expect(progressText({ sent: 1150, failed: 50, total: 10_000 })).toBe('Sending… 1,200 of 10,000');
    expect(progressText({ sent: 0, failed: 0, total: 3 })).toBe('Sending… 0 of 3');
  });

  it('is a whole percentage, complete when there was nothing to send', () => {
    expect(progressPercent({ sent: 1, failed: 0, total: 3 })).toBe(33);
    expect(progressPercent({ sent: 2, failed: 1, total: 3 })).toBe(100);
    expect(progressPercent({ sent: 0, failed: 0, total: 0 })).toBe(100);
  });
});

describe('a finished campaign', () => {
  it('reports the subscribers reached, and the failures only when there were any', () => {
    expect(campaignOutcome({ sent: 120, failed: 0, error: null })).toEqual({
      kind: 'success',
      text: 'Newsletter sent to 120 subscribers.',
    });
    expect(campaignOutcome({ sent: 118, failed: 2, error: null })).toEqual({
      kind: 'success',
      text: 'Newsletter sent to 118 subscribers. 2 failed.',
    });
  });

  it("shows the server's reason when no mail went out", () => {
    const error = 'The mail server did not accept any newsletter.';
    expect(campaignOutcome({ sent: 0, failed: 4, error })).toEqual({ kind: 'error', text: error });
  });
});
