import type { PaletteName } from './palettes.ts';

/** An invented artist of the demo gallery; `key` links their works, `palette` tints their emblem. */
export type DemoArtist = {
  key: string;
  name: string;
  country: string;
  style: string[];
  bio: string;
  awards: string[];
  verified: boolean;
  featured: boolean;
  palette: PaletteName;
};

// Websites use the reserved `.example` domain so no link ever points at a real person.
export const slugOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

// biome-ignore format: a hand-written data table reads best one artist to a paragraph
export const DEMO_ARTISTS: DemoArtist[] = [
  {
    key: 'kamau', name: 'Wanjiru Kamau', country: 'Kenya', style: ['Colour field', 'Abstract', 'Contemporary'], palette: 'rothkoRed', verified: true, featured: true,
    bio: 'Wanjiru Kamau paints large fields of colour that seem to breathe at the edges. Working from a studio in Nairobi’s Kilimani, she builds each canvas from dozens of thin glazes, a slow process she compares to the way dusk settles over the Rift Valley. Her work has been shown in Nairobi, Kampala and Berlin.',
    awards: ['Nairobi Contemporary Painting Prize (2022)', 'East African Art Biennale, honourable mention (2019)'],
  },
  {
    key: 'okonkwo', name: 'Chidi Okonkwo', country: 'Nigeria', style: ['Collage', 'Mixed media', 'Pattern'], palette: 'terracotta', verified: true, featured: true,
    bio: 'Chidi Okonkwo assembles torn papers, market receipts and hand-printed textiles into dense, rhythmic collages. Trained as an architect in Lagos, he treats each surface like a city plan: layered, patched and constantly rebuilt. His panels belong to private collections in Lagos, London and Houston.',
    awards: ['Lagos Art Fair, Emerging Artist Award (2021)'],
  },
  {
    key: 'sato', name: 'Haruka Sato', country: 'Japan', style: ['Photography', 'Minimalism', 'Long exposure'], palette: 'coastalFog', verified: true, featured: true,
    bio: 'Haruka Sato photographs the sea at the edge of visibility, with exposures that last several minutes. Born in Kanazawa and now based in Kamakura, she returns to the same stretches of coast in every season until the horizon almost dissolves. She prints every edition herself on cotton rag paper.',
    awards: ['Tokyo Photographic Arts Award, finalist (2020)', 'Kyoto Light Festival, selected artist (2023)'],
  },
  {
    key: 'ortiz', name: 'Valeria Ortiz Reyes', country: 'Mexico', style: ['Geometric abstraction', 'Hard-edge', 'Bauhaus'], palette: 'bauhaus', verified: true, featured: false,
    bio: 'Valeria Ortiz Reyes paints crisp geometric compositions that draw on Bauhaus design, Otomí textiles and the painted façades of Oaxaca. She works in flat acrylic with masking tape and a level, allowing no brushstroke to show. She lives and works in Mexico City.',
    awards: ['Bienal de Pintura Joven, first prize (2018)'],
  },
  {
    key: 'solberg', name: 'Ingrid Solberg', country: 'Norway', style: ['Landscape', 'Nordic light', 'Tonalism'], palette: 'nordicDusk', verified: true, featured: true,
    bio: 'Ingrid Solberg paints the long northern twilight from memory, never from photographs. Her oil landscapes of layered hills and low suns are made in a converted boathouse outside Bergen, where the light changes by the minute. She is represented in Oslo and Copenhagen.',
    awards: ['Vestlandet Art Prize (2021)', 'Nordic Painting Today, selected artist (2024)'],
  },
  {
    key: 'marchand', name: 'Camille Marchand', country: 'France', style: ['Generative art', 'Drawing', 'Minimal'], palette: 'indigo', verified: true, featured: false,
    bio: 'Camille Marchand writes small programs that draw. Each work is plotted with archival ink on a pen plotter in her Lyon studio, line by line, over several hours; no two sheets are alike. Her practice sits between code, textile weaving and the optical art of the 1960s.',
    awards: ['Prix de la Jeune Création Numérique, shortlist (2022)'],
  },
  {
    key: 'nogueira', name: 'Rafael Nogueira', country: 'Brazil', style: ['Organic abstraction', 'Tropical modernism'], palette: 'tropical', verified: false, featured: true,
    bio: 'Rafael Nogueira paints soft, overlapping forms inspired by the gardens of Roberto Burle Marx and the plants of his grandmother’s yard in Recife. His canvases move between sharp silhouettes and deliberate blur, like leaves seen through humid air. He works in São Paulo.',
    awards: ['Salão de Arte Contemporânea, acquisition prize (2019)'],
  },
  {
    key: 'iyer', name: 'Ananya Iyer', country: 'India', style: ['Generative art', 'Pattern', 'Digital'], palette: 'neon', verified: true, featured: false,
    bio: 'Ananya Iyer creates digital patterns from simple rules, echoing the kolam drawings made each morning on thresholds in Chennai. Her editions are printed as giclées on heavy cotton paper. She teaches computational design in Bengaluru.',
    awards: ['India Art Fair, digital commission (2023)'],
  },
  {
    key: 'bell', name: 'Marcus Bell', country: 'USA', style: ['Abstract photography', 'Architecture', 'Light'], palette: 'silver', verified: false, featured: false,
    bio: 'Marcus Bell photographs light as if it were a material: sun on plaster, shadows of window frames, landscapes blurred by a moving camera. A former set lighting technician from Chicago, he now works between New Mexico and the Great Lakes.',
    awards: ['Midwest Photography Annual, juror’s pick (2022)'],
  },
  {
    key: 'park', name: 'Seo-yeon Park', country: 'South Korea', style: ['Digital art', 'Colour studies', 'Minimal'], palette: 'seoulNight', verified: true, featured: true,
    bio: 'Seo-yeon Park composes luminous grids of colour that recall city lights seen from Namsan at night. Each image begins as a mathematical field that she tunes by eye for weeks. Her limited editions have been exhibited in Seoul, Singapore and Rotterdam.',
    awards: ['Seoul Media Art Award, new media category (2021)', 'Asia Digital Art Prize, finalist (2024)'],
  },
  {
    key: 'amrani', name: 'Youssef El Amrani', country: 'Morocco', style: ['Mixed media', 'Geometry', 'Textile'], palette: 'majorelle', verified: true, featured: false,
    bio: 'Youssef El Amrani combines pigment, sand and cut paper into geometric panels that borrow from zellige tilework and Amazigh weaving. He grew up in Fez and works in Marrakech, where he mixes his own colours from local earths.',
    awards: ['Marrakech Biennale, parallel projects (2020)'],
  },
  {
    key: 'carvalho', name: 'Inês Carvalho', country: 'Portugal', style: ['Photography', 'Coastal', 'Colour'], palette: 'goldenHour', verified: false, featured: false,
    bio: 'Inês Carvalho photographs Lisbon and the Atlantic coast after sunset, when focus gives way to colour. Her images of out-of-focus harbour lights and misty beaches are printed in small editions. She studied fine art photography in Porto.',
    awards: ['Lisbon Photo Festival, portfolio award (2023)'],
  },
];
