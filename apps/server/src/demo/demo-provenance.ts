/** A provenance entry as the demo writes it; private unless `public` is given. */
type DemoProvenance = { date: string; text: string; public: boolean };

/**
 * The histories a gallery would record for some of the demo's originals (by title): where the work
 * was made, shown and owned. One entry is private, as a collector's name often is.
 */
export const DEMO_PROVENANCE: Readonly<Record<string, DemoProvenance[]>> = {
  'Red Earth Hymn': [
    { date: '2024', text: "The artist's studio, Nairobi", public: true },
    { date: '2025', text: 'Exhibited: "Red Earth", Circle Art Gallery, Nairobi', public: true },
  ],
  'Indigo Sleep': [
    { date: '2023', text: "The artist's studio, Nairobi", public: true },
    { date: '2024', text: 'Private collection, London (acquired from the gallery)', public: false },
  ],
  'Evening Prayer (Terracotta)': [
    { date: '2022', text: "The artist's studio, Nairobi", public: true },
    { date: '2023', text: 'Exhibited: Investec Cape Town Art Fair', public: true },
  ],
  'Midnight Sun, Lofoten': [
    { date: '2023', text: "The artist's studio, Bergen", public: true },
    { date: 'June 2024', text: 'Exhibited: "Nordic Light", Kunsthall Svolvær (catalogue no. 7)', public: true },
  ],
  'Fachada, Oaxaca': [
    { date: '2022', text: "The artist's studio, Oaxaca", public: true },
    { date: '2023', text: 'Exhibited: Zona Maco, Mexico City', public: true },
  ],
};
