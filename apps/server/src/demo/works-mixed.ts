import { type DemoArtwork, edition, original } from './demo-types.ts';

const mixed = { category: 'mixed-media' } as const;
const earth = { ...mixed, medium: 'Mixed media: pigment, sand and cut paper on board' } as const;

// biome-ignore format: a hand-written data table reads best one work to a paragraph
export const MIXED_MEDIA: DemoArtwork[] = [
  // Chidi Okonkwo: collages of the city
  { ...mixed, medium: 'Mixed media and collage on panel', artist: 'okonkwo', title: 'Market Map, Balogun', year: 2024, size: '36 × 48 in', offer: original(12800), style: 'collage', palette: 'terracotta', images: 3, featured: true, tags: ['collage', 'acrylic', 'city', 'pattern', 'warm'], collections: ['Urban Layers'],
    description: 'Torn receipts, patterned fabric and hand-printed papers are layered into a map of Lagos’s busiest market. Okonkwo works the surface like a planner, adding and removing pieces until the composition holds its own traffic. Sealed with archival varnish.' },
  { ...mixed, medium: 'Collage, gouache and graphite on paper', artist: 'okonkwo', title: 'Blue Hour, Yaba', year: 2023, size: '22 × 30 in', offer: original(4600), style: 'collage', palette: 'majorelle', images: 2, availability: 'sold', tags: ['collage', 'blue', 'works on paper'], collections: ['Works on Paper'],
    description: 'Cobalt and ultramarine papers meet a single ochre strip in this study of a Yaba street at dusk. Graphite lines ruled across the surface hint at power cables and rooftops. Framed in white oak.' },
  { ...mixed, medium: 'Mixed media and collage on panel', artist: 'okonkwo', title: 'Harmattan Notes', year: 2025, size: '30 × 40 in', offer: original(8900), style: 'collage', palette: 'sahara', images: 2, tags: ['collage', 'abstract', 'earth tones'], collections: ['Urban Layers'],
    description: 'Sand-coloured papers, striped offcuts and a low orange disc recall the dusty haze of the harmattan season. The panel is built in seven layers, some sanded back to reveal those beneath.' },
  { ...mixed, medium: 'Collage and ink on paper', artist: 'okonkwo', title: 'Study for a Courtyard', year: 2021, size: '18 × 24 in', offer: original(2400), style: 'collage', palette: 'ochreBlue', images: 1, tags: ['collage', 'small', 'works on paper', 'geometric'], collections: ['Works on Paper'],
    description: 'A compact collage of overlapping rectangles in ochre, slate blue and brick. It began as a study for a larger panel and stands on its own as a calm, architectural composition.' },
  { ...mixed, medium: 'Limited edition print of a mixed media collage', artist: 'okonkwo', title: 'Lagos Quilt (Edition)', year: 2024, size: '24 × 32 in', offer: edition(240, 30, 11), style: 'collage', palette: 'bauhaus', images: 1, tags: ['collage', 'pattern', 'colourful'], collections: ['Urban Layers'],
    description: 'A limited edition of Okonkwo’s quilt-like collage, printed with pigment inks on heavy cotton paper. Each print is signed and numbered by the artist.' },
  // Youssef El Amrani: earth, sand and geometry
  { ...earth, artist: 'amrani', title: 'Zellige Memory', year: 2024, size: '36 × 36 in', offer: original(9800), style: 'zellige', palette: 'majorelle', images: 3, featured: true, tags: ['geometric', 'blue', 'pattern', 'mixed media'], collections: ['Bold Geometry'],
    description: 'Cobalt, saffron and terracotta shapes are cut, sanded and set like tiles into a board primed with local earth. The grid recalls the fountains of Fez, though no single motif is copied.' },
  { ...earth, artist: 'amrani', title: 'Amazigh Weave', year: 2023, size: '30 × 40 in', offer: original(8400), style: 'bauhaus', palette: 'sahara', images: 2, tags: ['geometric', 'warm', 'textile', 'pattern'], collections: ['Bold Geometry'],
    description: 'Rust and desert sand tones are arranged like the diamonds and bars of a hand-woven rug. The surface carries the grit of real sand mixed into the pigment.' },
  { ...earth, artist: 'amrani', title: 'Riad Courtyard', year: 2025, size: '24 × 24 in', offer: original(5200), style: 'zellige', palette: 'lagoon', images: 1, tags: ['geometric', 'teal', 'small'],
    description: 'A small square panel in teal, mint and apricot, based on the tiled floor of a riad in the medina of Marrakech.' },
  { ...mixed, medium: 'Mixed media and collage on board', artist: 'amrani', title: 'Blue Door', year: 2022, size: '30 × 40 in', offer: original(7600, 8900), style: 'collage', palette: 'indigo', images: 1, tags: ['geometric', 'blue', 'collage'],
    description: 'Fragments of indigo and ochre hand-dyed paper form a composition of arches and half-moons, like the painted doors of Chefchaouen glimpsed in pieces.' },
  { ...earth, artist: 'amrani', title: 'Saffron Rhythm', year: 2026, size: '40 × 40 in', offer: original(11800), style: 'zellige', palette: 'ochreBlue', images: 2, tags: ['geometric', 'yellow', 'pattern'], collections: ['Bold Geometry'],
    description: 'Saffron, ultramarine and brick-red tiles march across a large square panel. El Amrani’s newest and most ambitious work, with pigments ground from earth collected near Ouarzazate.' },
];
