import { type DemoArtwork, edition, original } from './demo-types.ts';

const digital = { category: 'digital-art' } as const;
const plotted = { ...digital, medium: 'Digital plotter drawing, archival ink on cotton paper' } as const;
const giclee = { ...digital, medium: 'Digital artwork, giclée print on Hahnemühle paper' } as const;

// biome-ignore format: a hand-written data table reads best one work to a paragraph
export const DIGITAL_WORKS: DemoArtwork[] = [
  // Camille Marchand: plotter drawings
  { ...plotted, artist: 'marchand', title: 'Onde No. 7', year: 2024, size: '22 × 30 in', offer: original(3200), style: 'waves', palette: 'indigo', images: 2, featured: true, tags: ['drawing', 'lines', 'blue', 'minimal', 'generative'], collections: ['Works on Paper'],
    description: 'Ninety horizontal lines are disturbed by a single slow wave rising through the middle of the sheet. Drawn by pen plotter over six hours, from a program written by the artist. Unique.' },
  { ...plotted, artist: 'marchand', title: 'Interférence (Ochre)', year: 2023, size: '24 × 24 in', offer: original(2800), style: 'moire', palette: 'ochreBlue', images: 1, availability: 'sold', tags: ['drawing', 'moiré', 'generative', 'circles'], collections: ['Works on Paper'],
    description: 'Two families of concentric circles, drawn a few centimetres apart, produce a shimmering moiré where they cross. The effect changes as you walk past the work.' },
  { ...digital, medium: 'Digital plotter drawing in archival ink, plotted edition', artist: 'marchand', title: 'Onde (Sienna)', year: 2025, size: '30 × 30 in', offer: edition(380, 12, 5, { framed: false }), style: 'waves', palette: 'sienna', images: 1, tags: ['drawing', 'lines', 'warm', 'generative'], collections: ['Works on Paper'],
    description: 'Sienna and charcoal lines ripple across the sheet like sand under water. A plotted edition of twelve: each sheet is drawn individually, so small variations make every copy unique.' },
  { ...plotted, artist: 'marchand', title: 'Interférence (Indigo)', year: 2026, size: '30 × 40 in', offer: original(4100), style: 'moire', palette: 'indigo', images: 2, tags: ['drawing', 'moiré', 'blue'], collections: ['Works on Paper'],
    description: 'A larger moiré drawing in deep indigo and gold ink, the newest in the series. Nearly four hundred metres of line on a single sheet of cotton paper.' },
  { ...digital, medium: 'Digital drawing, giclée print on etching paper', artist: 'marchand', title: 'Partition', year: 2022, size: '24 × 32 in', offer: edition(220, 25, 14), style: 'waves', palette: 'rose', images: 1, tags: ['drawing', 'lines', 'pink', 'minimal'],
    description: 'A giclée edition of Marchand’s plotted drawing Partition, in which lines gather like staves of music. Printed at full scale on German etching paper.' },
  // Ananya Iyer: threshold patterns
  { ...giclee, artist: 'iyer', title: 'Threshold I', year: 2024, size: '30 × 30 in', offer: edition(260, 25, 12, { unavailable: 'large' }), style: 'truchet', palette: 'neon', images: 2, featured: true, tags: ['digital', 'pattern', 'generative', 'dark'], collections: ['After Dark'],
    description: 'An endless path of quarter-circles winds across a dark ground, its colour drifting from coral to sea green. The pattern follows a single rule inspired by kolam drawings, repeated hundreds of times.' },
  { ...giclee, artist: 'iyer', title: 'Threshold II (Marigold)', year: 2024, size: '30 × 30 in', offer: edition(260, 25, 3), style: 'truchet', palette: 'ochreBlue', images: 1, tags: ['digital', 'pattern', 'yellow', 'generative'],
    description: 'The second work in the Threshold series, in marigold and indigo, the colours of festival garlands and evening skies. Only three prints remain.' },
  { ...giclee, artist: 'iyer', title: 'Monsoon Circuit', year: 2025, size: '24 × 32 in', offer: edition(320, 20, 20), style: 'truchet', palette: 'lagoon', images: 2, tags: ['digital', 'pattern', 'green', 'blue'],
    description: 'Teal and rain-grey paths loop through the sheet like water finding its way across a city in the monsoon. Printed with eleven pigment inks for unusually deep colour.' },
  { ...giclee, artist: 'iyer', title: 'Kolam at Dawn', year: 2023, size: '24 × 32 in', offer: edition(240, 30, 0), style: 'truchet', palette: 'rose', images: 1, availability: 'sold', tags: ['digital', 'pattern', 'pink'],
    description: 'Soft pinks and greys on a pale ground, like chalk patterns seen at first light. The edition of thirty sold out within weeks of its release.' },
  { ...giclee, artist: 'iyer', title: 'Signal', year: 2026, size: '30 × 30 in', offer: edition(380, 15, 9), style: 'truchet', palette: 'jacaranda', images: 1, tags: ['digital', 'pattern', 'purple'],
    description: 'A tighter, faster version of Iyer’s curving paths in violet and lilac. The newest release, in an edition of fifteen.' },
  // Seo-yeon Park: fields of light
  { ...giclee, artist: 'park', title: 'Namsan Lights', year: 2024, size: '32 × 40 in', offer: edition(340, 20, 6), style: 'orbs', palette: 'seoulNight', images: 2, featured: true, tags: ['digital', 'night', 'colourful', 'circles'], collections: ['After Dark'],
    description: 'A grid of glowing spheres in coral, violet and mint swells and shrinks across a midnight ground, like city lights seen from Namsan. Generated from the interference of two slow waves, then tuned by hand.' },
  { ...giclee, artist: 'park', title: 'Afterglow Field', year: 2025, size: '30 × 30 in', offer: edition(360, 20, 14), style: 'orbs', palette: 'neon', images: 1, tags: ['digital', 'circles', 'dark', 'colourful'], collections: ['After Dark'],
    description: 'Warm reds and yellows give way to blue-green as the field of spheres cools from one corner to the other. A study of how colour and size can carry the same rhythm.' },
  { ...giclee, artist: 'park', title: 'Quiet Pearls', year: 2023, size: '24 × 32 in', offer: edition(280, 25, 9, { was: 320 }), style: 'orbs', palette: 'coastalFog', images: 1, tags: ['digital', 'circles', 'grey', 'minimal'],
    description: 'A pale, near-monochrome grid of pearl-like spheres on soft grey. The calmest work in Park’s series, made for quiet rooms.' },
  { ...giclee, artist: 'park', title: 'Han River, Spring', year: 2026, size: '30 × 30 in', offer: edition(420, 15, 15), style: 'orbs', palette: 'lagoon', images: 2, tags: ['digital', 'circles', 'teal', 'spring'],
    description: 'Teal, peach and cream spheres drift in a loose grid, recalling the Han River under cherry blossom. The newest edition in the series.' },
  { ...digital, medium: 'Digital artwork, unique pigment print on aluminium', artist: 'park', title: 'Orbit Study', year: 2022, size: '24 × 30 in', offer: original(2600), style: 'orbs', palette: 'jacaranda', images: 1, tags: ['digital', 'circles', 'purple', 'unique'],
    description: 'A unique print, the first complete work in Park’s sphere series, mounted on aluminium. Violet and plum spheres on a pale lilac ground.' },
];
