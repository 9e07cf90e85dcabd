import sharp from 'sharp';

/** A valid certificate of an edition with an 800 x 1000 JPEG and two provenance entries (a `CertificateDocument`). */
export async function sampleCertificate() {
  const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b06240' } })
    .jpeg()
    .toBuffer();
  return {
    code: 'q3Xv9bT0sLkP2mWcR8aZ1g',
    url: 'https://gallery.example/certificates/q3Xv9bT0sLkP2mWcR8aZ1g',
    status: 'valid' as const,
    title: 'Harbour at Dusk',
    artistName: 'Kenji Mori',
    year: 2021,
    medium: 'Archival pigment print',
    dimensions: '50 × 70 cm',
    format: 'Large print',
    edition: { number: 3, size: 10 },
    issuedAt: new Date('2026-11-28T10:00:00Z'),
    revokedAt: null,
    reason: null,
    gallery: { name: 'Galerie Vernissage', addressLines: ['14 Riverside Drive', 'Nairobi 00100', 'Kenya'] },
    provenance: [
      { date: '2021', text: "Printed in the artist's studio, Kyoto" },
      { date: 'March 2022', text: 'Exhibited: Harbours, Galerie Nord, Accra' },
    ],
    image: { jpeg, width: 800, height: 1000 },
  };
}
