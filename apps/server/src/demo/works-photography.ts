import { type DemoArtwork, edition } from './demo-types.ts';

const photo = { category: 'photography', medium: 'Photograph, archival pigment print on cotton rag' } as const;

// biome-ignore format: a hand-written data table reads best one work to a paragraph
export const PHOTOGRAPHS: DemoArtwork[] = [
  // Haruka Sato: long exposures at sea
  { ...photo, artist: 'sato', title: 'Kamakura, 5:40 am', year: 2024, size: '36 × 24 in', offer: edition(420, 15, 4), style: 'seascape', palette: 'coastalFog', images: 2, featured: true, tags: ['photography', 'sea', 'minimal', 'grey'], collections: ['Coastal Light'],
    description: 'A four-minute exposure at first light turns the Pacific into a field of silver. The horizon is barely there, more a change of temperature than a line. Printed by the artist on cotton rag paper.' },
  { ...photo, artist: 'sato', title: 'Horizon Study No. 12', year: 2023, size: '40 × 32 in', offer: edition(360, 20, 9, { was: 450, unavailable: 'framed' }), style: 'seascape', palette: 'nordicDusk', images: 1, tags: ['photography', 'sea', 'blue', 'minimal'], collections: ['Coastal Light'],
    description: 'Dusk over Sagami Bay, the sky moving from slate to apricot above a still sea. One of twelve studies made from the same spot over a single winter.' },
  { ...photo, artist: 'sato', title: 'Fog Line, Noto', year: 2022, size: '36 × 24 in', offer: edition(380, 15, 0), style: 'seascape', palette: 'silver', images: 1, availability: 'sold', tags: ['photography', 'black and white', 'sea', 'minimal'], collections: ['Coastal Light'],
    description: 'Sea fog erases the boundary between water and air on the Noto peninsula. Printed in warm neutral tones that give the grey a faint glow. This edition is sold out.' },
  { ...photo, artist: 'sato', title: 'Pink Tide', year: 2025, size: '36 × 24 in', offer: edition(480, 12, 7), style: 'seascape', palette: 'rose', images: 2, tags: ['photography', 'pink', 'sea', 'calm'], collections: ['Coastal Light'],
    description: 'A rare evening when the whole bay turned the colour of peonies. Sato exposed for almost six minutes, smoothing the waves into a single tone.' },
  { ...photo, artist: 'sato', title: 'Winter Sea, Hokuriku', year: 2026, size: '30 × 30 in', offer: edition(540, 10, 10, { framed: false }), style: 'seascape', palette: 'fjord', images: 1, tags: ['photography', 'blue', 'sea', 'winter'], collections: ['Coastal Light'],
    description: 'Heavy winter light over the Sea of Japan, framed square to hold the weight of the sky. The newest work in the series, released in a small edition of ten.' },
  // Marcus Bell: light, shadow and movement
  { ...photo, artist: 'bell', title: 'Window, 4:10 pm', year: 2024, size: '32 × 40 in', offer: edition(450, 20, 8), style: 'shadows', palette: 'silver', images: 2, featured: true, tags: ['photography', 'black and white', 'light', 'architecture', 'minimal'], collections: ['Quiet Geometry'],
    description: 'A four-paned patch of sun slides across a bare plaster wall in a Santa Fe studio. Bell waited three weeks for the angle of light he wanted. Printed in warm neutral tones.' },
  { ...photo, artist: 'bell', title: 'Adobe Light', year: 2023, size: '32 × 40 in', offer: edition(420, 20, 11), style: 'shadows', palette: 'sahara', images: 1, tags: ['photography', 'light', 'warm', 'architecture'], collections: ['Quiet Geometry'],
    description: 'Late sun on an adobe wall, the shadow of the window stretched and softened by the deep reveal. An image about waiting, and about the colour of heat.' },
  { ...photo, artist: 'bell', title: 'Prairie, Moving', year: 2025, size: '36 × 24 in', offer: edition(520, 15, 6, { was: 600 }), style: 'motion', palette: 'sage', images: 2, tags: ['photography', 'landscape', 'abstract', 'green'],
    description: 'Made by sweeping the camera along the horizon during a long exposure, the Nebraska prairie dissolves into bands of sage, wheat and dusk. Part of Bell’s Moving Landscapes series.' },
  { ...photo, artist: 'bell', title: 'Lake Michigan, Moving', year: 2024, size: '36 × 24 in', offer: edition(480, 15, 2, { unavailable: 'framed' }), style: 'motion', palette: 'fjord', images: 1, tags: ['photography', 'blue', 'water', 'abstract'], collections: ['Coastal Light'],
    description: 'The lake in October, pulled into long horizontal streaks of steel blue and pale sand. Only two prints of this edition remain.' },
  { ...photo, artist: 'bell', title: 'Treeline, Moving', year: 2022, size: '24 × 32 in', offer: edition(380, 15, 5), style: 'treeline', palette: 'nordicDusk', images: 1, availability: 'reserved', tags: ['photography', 'landscape', 'abstract'],
    description: 'A stand of trees near Lake Superior reduced to rhythm and tone by moving the camera during the exposure. A quiet, almost painterly photograph.' },
  // Inês Carvalho: Lisbon and the Atlantic after sunset
  { ...photo, artist: 'carvalho', title: 'Ribeira Lights', year: 2024, size: '32 × 40 in', offer: edition(390, 20, 7), style: 'bokeh', palette: 'goldenHour', images: 2, tags: ['photography', 'night', 'city', 'warm'], collections: ['After Dark'],
    description: 'The lights of Porto’s riverside, thrown out of focus until only colour and glow remain. Carvalho shoots with vintage lenses for their soft, round highlights.' },
  { ...photo, artist: 'carvalho', title: 'Alfama After Rain', year: 2023, size: '24 × 32 in', offer: edition(320, 20, 12), style: 'bokeh', palette: 'rose', images: 1, tags: ['photography', 'night', 'pink', 'city'], collections: ['After Dark'],
    description: 'Streetlamps and shop windows in Lisbon’s oldest district, reflected and blurred by the rain. A quiet, nostalgic image in rose and plum.' },
  { ...photo, artist: 'carvalho', title: 'Nazaré, Mist', year: 2025, size: '36 × 24 in', offer: edition(440, 15, 9), style: 'seascape', palette: 'fjord', images: 2, tags: ['photography', 'sea', 'mist', 'blue'], collections: ['Coastal Light'],
    description: 'Morning mist over the Atlantic at Nazaré, where the largest waves in the world arrive in winter. On this day the sea was perfectly calm.' },
  { ...photo, artist: 'carvalho', title: 'Tejo, Dusk', year: 2022, size: '36 × 24 in', offer: edition(360, 15, 3), style: 'seascape', palette: 'sienna', images: 1, tags: ['photography', 'river', 'sunset', 'warm'], collections: ['Coastal Light'],
    description: 'The Tagus estuary at dusk, its surface smoothed into copper and sand by a long exposure. Three prints of the edition remain.' },
  { ...photo, artist: 'carvalho', title: 'Lisbon Blue', year: 2026, size: '30 × 30 in', offer: edition(460, 12, 12), style: 'bokeh', palette: 'seoulNight', images: 1, tags: ['photography', 'night', 'blue', 'city'], collections: ['After Dark'],
    description: 'Blue and violet lights from the bridge over the Tagus, softened into overlapping discs. A new image, released in a small edition of twelve.' },
];
