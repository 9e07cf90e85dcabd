import { type DemoArtwork, original } from './demo-types.ts';

const painting = { category: 'paintings' } as const;

// biome-ignore format: a hand-written data table reads best one work to a paragraph
export const PAINTINGS: DemoArtwork[] = [
  // Wanjiru Kamau: colour fields
  { ...painting, artist: 'kamau', title: 'Red Earth Hymn', year: 2024, medium: 'Oil on linen', size: '48 × 60 in', offer: original(18500), style: 'colourField', palette: 'rothkoRed', images: 2, featured: true, tags: ['abstract', 'red', 'colour field', 'large'], collections: ['Colour Field'],
    description: 'Two bands of cadmium and oxide red hover over a dark, wine-coloured ground. Kamau built the surface from more than forty thin glazes, so the colour seems lit from within. A meditation on the red soil of the central highlands after the long rains.' },
  { ...painting, artist: 'kamau', title: 'Indigo Sleep', year: 2023, medium: 'Oil on linen', size: '36 × 48 in', offer: original(14200), style: 'colourField', palette: 'indigo', images: 1, availability: 'sold', tags: ['abstract', 'blue', 'colour field', 'minimal'], collections: ['Colour Field'],
    description: 'Deep indigo rests above a paler, washed blue, separated by a seam of bare light. The painting was made over a single rainy season, each layer left to dry for days. Quiet, nocturnal and unusually still.' },
  { ...painting, artist: 'kamau', title: 'Dust at Magadi', year: 2025, medium: 'Oil on linen', size: '40 × 50 in', offer: original(16800), style: 'colourField', palette: 'sahara', images: 2, featured: true, tags: ['abstract', 'orange', 'colour field', 'landscape'], collections: ['Colour Field'],
    description: 'Ochre, rust and a pale salt-white recall the soda lake at Magadi under midday heat. The edges of each field are softened by hand with a dry brush, so the bands seem to drift. Part of Kamau’s ongoing series on the lakes of the Rift Valley.' },
  { ...painting, artist: 'kamau', title: 'Evening Prayer (Terracotta)', year: 2022, medium: 'Acrylic and oil on canvas', size: '30 × 40 in', offer: original(9400, 11200), style: 'colourField', palette: 'terracotta', images: 1, tags: ['abstract', 'warm', 'colour field'], collections: ['Colour Field'],
    description: 'Two terracotta fields press gently against each other in this smaller, warmer work. The lower band was scraped back and repainted several times, leaving traces of earlier colours at its edges. It reads differently at every hour of the day.' },
  { ...painting, artist: 'kamau', title: 'Rose Interval', year: 2026, medium: 'Oil on linen', size: '24 × 30 in', offer: original(6900), style: 'colourField', palette: 'rose', images: 2, availability: 'reserved', tags: ['abstract', 'pink', 'colour field', 'small'], collections: ['Colour Field'],
    description: 'A muted rose band floats above a violet-grey ground in this intimate new painting. Kamau calls these smaller works intervals: pauses between her large canvases in which she tests new pairings of colour.' },
  // Valeria Ortiz Reyes: hard-edge geometry
  { ...painting, artist: 'ortiz', title: 'Casa Azul Grid', year: 2024, medium: 'Acrylic on canvas', size: '36 × 48 in', offer: original(11500), style: 'bauhaus', palette: 'bauhaus', images: 2, featured: true, tags: ['geometric', 'colourful', 'bauhaus', 'bold'], collections: ['Bold Geometry'],
    description: 'Primary red, cobalt and marigold discs and quarter-circles lock together on a cream ground. Ortiz masks every edge by hand, producing a surface as precise as a printed poster yet unmistakably painted.' },
  { ...painting, artist: 'ortiz', title: 'Tejido (Terracotta)', year: 2023, medium: 'Acrylic on canvas', size: '30 × 30 in', offer: original(7800), style: 'bauhaus', palette: 'terracotta', images: 1, tags: ['geometric', 'warm', 'textile'], collections: ['Bold Geometry'],
    description: 'A square grid of half-moons and stripes in terracotta, teal and sand, inspired by backstrap-woven belts from Hidalgo. Each tile reads alone and as part of a larger rhythm.' },
  { ...painting, artist: 'ortiz', title: 'Jardín Modular', year: 2025, medium: 'Acrylic on canvas', size: '40 × 40 in', offer: original(13200), style: 'bauhaus', palette: 'tropical', images: 2, tags: ['geometric', 'green', 'orange'], collections: ['Bold Geometry'],
    description: 'Greens and mango orange are arranged in modules like a tiled garden path. The composition was planned on graph paper, then adjusted on the canvas tile by tile until the colours balanced.' },
  { ...painting, artist: 'ortiz', title: 'Pequeña Constelación', year: 2021, medium: 'Acrylic on birch panel', size: '18 × 24 in', offer: original(3400), style: 'bauhaus', palette: 'ochreBlue', images: 1, tags: ['geometric', 'small', 'blue', 'ochre'],
    description: 'A small, dense constellation of discs and diagonals in ochre and deep blue. Painted on a cradled birch panel with a satin finish.' },
  { ...painting, artist: 'ortiz', title: 'Fachada, Oaxaca', year: 2022, medium: 'Acrylic on canvas', size: '30 × 40 in', offer: original(8600), style: 'bauhaus', palette: 'majorelle', images: 2, tags: ['geometric', 'blue', 'architecture'], collections: ['Bold Geometry'],
    description: 'Colours taken from a row of painted house fronts in Oaxaca: cobalt, saffron and a sun-faded coral. Arches and bars suggest doors and windows without ever depicting them.' },
  // Ingrid Solberg: northern horizons
  { ...painting, artist: 'solberg', title: 'Blue Hour over Hardanger', year: 2024, medium: 'Oil on linen', size: '48 × 36 in', offer: original(15400), style: 'horizon', palette: 'nordicDusk', images: 2, featured: true, tags: ['landscape', 'blue', 'mountains', 'sunset'], collections: ['Nordic Light'],
    description: 'Layer after layer of blue hills recede toward a low, pale sun. Solberg paints wet into wet to keep the transitions soft, then returns weeks later to sharpen a single ridge. A calm, enveloping canvas.' },
  { ...painting, artist: 'solberg', title: 'Midnight Sun, Lofoten', year: 2023, medium: 'Oil on canvas', size: '60 × 40 in', offer: original(22000), style: 'horizon', palette: 'goldenHour', images: 2, tags: ['landscape', 'sunset', 'warm', 'large'], collections: ['Nordic Light'],
    description: 'The summer sun hangs just above the horizon, wrapping the islands in plum and apricot. One of Solberg’s largest paintings, built from thin veils of colour over a warm red ground.' },
  { ...painting, artist: 'solberg', title: 'Fjord in March', year: 2022, medium: 'Oil on linen', size: '40 × 30 in', offer: original(9800, 11500), style: 'horizon', palette: 'fjord', images: 1, tags: ['landscape', 'blue', 'winter', 'calm'], collections: ['Nordic Light'],
    description: 'Late-winter light over a still fjord, the hills reduced to soft bands of slate and ice blue. The painting balances its cold palette with a single warm note in the sky.' },
  { ...painting, artist: 'solberg', title: 'Sage Meadow, Evening', year: 2025, medium: 'Oil on canvas', size: '36 × 24 in', offer: original(7200), style: 'horizon', palette: 'sage', images: 1, tags: ['landscape', 'green', 'sunset'], collections: ['Nordic Light'],
    description: 'Green-grey meadows fold into each other beneath a peach-coloured sky. Painted after a walk on the island of Sotra, where the grass stays silver until late spring.' },
  { ...painting, artist: 'solberg', title: 'Last Light, Bergen', year: 2026, medium: 'Oil on linen', size: '30 × 24 in', offer: original(6400), style: 'horizon', palette: 'rose', images: 2, tags: ['landscape', 'pink', 'sunset', 'small'], collections: ['Nordic Light'],
    description: 'A compact new painting of the last light above Bergen’s seven mountains, in dusty rose and violet-grey. Solberg worked on it over three evenings, matching the light as it faded.' },
  // Rafael Nogueira: garden forms
  { ...painting, artist: 'nogueira', title: 'Jardim Suspenso', year: 2024, medium: 'Acrylic on canvas', size: '40 × 50 in', offer: original(12600), style: 'organic', palette: 'tropical', images: 3, featured: true, tags: ['abstract', 'green', 'organic', 'tropical'], collections: ['Garden Forms'],
    description: 'Deep greens, mango and sunflower yellow overlap like leaves in a hanging garden. Some forms are painted sharp, others softened with a fan brush until they seem to sit in humid air.' },
  { ...painting, artist: 'nogueira', title: 'Jacarandá', year: 2023, medium: 'Oil on canvas', size: '36 × 36 in', offer: original(10400), style: 'organic', palette: 'jacaranda', images: 2, tags: ['abstract', 'purple', 'organic', 'flowers'], collections: ['Garden Forms'],
    description: 'Lilac and violet shapes drift across a pale ground, echoing the jacaranda trees that bloom over São Paulo each October. A thin drawn line cuts through the composition like a branch.' },
  { ...painting, artist: 'nogueira', title: 'Lagoa', year: 2025, medium: 'Acrylic on canvas', size: '30 × 40 in', offer: original(8200), style: 'organic', palette: 'lagoon', images: 1, tags: ['abstract', 'teal', 'organic', 'water'], collections: ['Garden Forms'],
    description: 'Cool teal and a single warm orange accent float on a milky ground, suggesting stones beneath clear water. Painted after a journey to the freshwater lagoons of Lençóis Maranhenses.' },
  { ...painting, artist: 'nogueira', title: 'Terra Quente', year: 2022, medium: 'Acrylic on canvas', size: '24 × 30 in', offer: original(5600, 6400), style: 'organic', palette: 'sahara', images: 1, availability: 'sold', tags: ['abstract', 'warm', 'organic'],
    description: 'Warm earth tones gather into heavy, rounded forms, like fruit left in the sun. A compact, sensual painting from Nogueira’s first solo exhibition.' },
  { ...painting, artist: 'nogueira', title: 'Folhagem Rosa', year: 2026, medium: 'Acrylic and oil on canvas', size: '30 × 30 in', offer: original(7400), style: 'organic', palette: 'rose', images: 2, tags: ['abstract', 'pink', 'organic'], collections: ['Garden Forms'],
    description: 'Pink and plum foliage overlaps in soft focus in this new work. Nogueira builds up transparent layers of acrylic and finishes with oil for a deeper sheen.' },
];
