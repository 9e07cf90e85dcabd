import { CERTIFICATE_TEXT, type Certificate } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { certificateDate, certificateEdition, certificateFacts, certificateVerdict } from './certificate-text.ts';

const certificate: Certificate = {
  code: 'q7Jk2mXbR9sT4vWcYzA1bC',
  status: 'valid',
  title: 'Salt Marsh at Dusk',
  artistName: 'Ines Moreau',
  year: 2024,
  medium: 'Oil on linen',
  dimensions: '60 × 80 cm',
  format: 'Original',
  edition: null,
  image: null,
  issuedAt: '2026-03-04T23:30:00.000Z',
  galleryName: 'Galerie Nord',
  revokedAt: null,
  reason: null,
  provenance: [],
};

describe('a certificate as its page reads it', () => {
  it('dates in words, in UTC so the server and the browser agree', () => {
    expect(certificateDate('2026-03-04T23:30:00.000Z')).toBe('March 4, 2026');
    expect(certificateDate('not a date')).toBe('not a date');
  });

  it("names the unit's edition number, or a unique work", () => {
    expect(certificateEdition({ number: 3, size: 10 })).toBe('Edition 3/10');
    expect(certificateEdition(null)).toBe('Unique work');
  });

  it('says whether it holds, in the contract’s words', () => {
    expect(certificateVerdict(certificate)).toEqual({ status: 'valid', text: CERTIFICATE_TEXT.valid, reason: null });
    expect(certificateVerdict({ status: 'superseded', revokedAt: null, reason: null }).text).toBe(
      CERTIFICATE_TEXT.superseded,
    );
    expect(
      certificateVerdict({ status: 'revoked', revokedAt: '2026-05-01T10:00:00.000Z', reason: ' Order cancelled ' }),
    ).toEqual({ status: 'revoked', text: 'This certificate was revoked on May 1, 2026.', reason: 'Order cancelled' });
    expect(certificateVerdict({ status: 'revoked', revokedAt: '2026-05-01T10:00:00.000Z', reason: '' }).reason).toBe(
      null,
    );
  });

  it('lists the particulars in wall-label order, leaving out what is blank', () => {
    expect(certificateFacts({ ...certificate, medium: ' ', edition: { number: 2, size: 5 } })).toEqual([
      ['Dimensions', '60 × 80 cm'],
      ['Format', 'Original'],
      ['Edition', 'Edition 2/5'],
    ]);
    expect(certificateFacts({ ...certificate, dimensions: '', format: '' })).toEqual([
      ['Medium', 'Oil on linen'],
      ['Edition', 'Unique work'],
    ]);
  });
});
