/**
 * Hand-picked palettes: `ground` is the canvas or paper, `inks` go from dominant to accent.
 * Kept close to real pigments and film stocks so the generated works read as paintings and prints.
 */
export type Palette = { name: string; ground: string; inks: readonly string[] };

export const PALETTES = {
  rothkoRed: { name: 'Rothko red', ground: '#4a1a1c', inks: ['#b8322a', '#d9822b', '#7a1f2b', '#e8b04a'] },
  sienna: { name: 'Burnt sienna', ground: '#f1e6d6', inks: ['#a8552f', '#d08a4e', '#3d2b24', '#e6c79c'] },
  nordicDusk: { name: 'Nordic dusk', ground: '#dfe3e6', inks: ['#2f3e55', '#7d93ad', '#e9b7a0', '#f4d9b8'] },
  fjord: { name: 'Fjord', ground: '#e9eef0', inks: ['#16324f', '#3f6e8c', '#9fb8c8', '#d8c7a5'] },
  bauhaus: { name: 'Bauhaus', ground: '#efe7d8', inks: ['#d63c2f', '#1f4e9a', '#f2b632', '#1d1d1b'] },
  terracotta: { name: 'Terracotta', ground: '#efe3d3', inks: ['#c4623b', '#2f5d62', '#e7b46a', '#5b3a29'] },
  sage: { name: 'Sage and clay', ground: '#eceae0', inks: ['#7f9173', '#c98b6b', '#3e4a3d', '#e4cfa8'] },
  indigo: { name: 'Indigo', ground: '#f2efe8', inks: ['#1e2a5a', '#3d5a98', '#c7a04d', '#8aa1c9'] },
  jacaranda: { name: 'Jacaranda', ground: '#f4eef2', inks: ['#6b4c9a', '#c38fc8', '#f0b6a4', '#2e294e'] },
  tropical: { name: 'Tropical', ground: '#f3ecdc', inks: ['#0f6e5c', '#f08a4b', '#f6c453', '#1b3b36'] },
  sahara: { name: 'Sahara', ground: '#f3e2c7', inks: ['#c8743a', '#8c3b2a', '#e9a86b', '#2f4858'] },
  majorelle: { name: 'Majorelle', ground: '#f4efe6', inks: ['#2643a6', '#f2c14e', '#d8573c', '#1c2541'] },
  seoulNight: { name: 'Seoul night', ground: '#14142b', inks: ['#ff7a8a', '#7b6cf6', '#3ed0c8', '#ffd27a'] },
  neon: { name: 'Afterglow', ground: '#101820', inks: ['#f25f5c', '#ffe066', '#247ba0', '#70c1b3'] },
  coastalFog: { name: 'Coastal fog', ground: '#cfd6d8', inks: ['#8a9ba3', '#e6dccd', '#56646b', '#f3efe7'] },
  goldenHour: { name: 'Golden hour', ground: '#2a1e2e', inks: ['#f5a25d', '#e86a5a', '#ffd9a0', '#6b3f5f'] },
  silver: { name: 'Silver gelatin', ground: '#d9d6cf', inks: ['#1b1b1b', '#5c5a55', '#a09c94', '#efece6'] },
  ochreBlue: { name: 'Ochre and blue', ground: '#f0e8d8', inks: ['#d9a441', '#27476e', '#b5523b', '#9bb1c4'] },
  lagoon: { name: 'Lagoon', ground: '#e8f0ee', inks: ['#1d6f75', '#8fc1b5', '#f2a65a', '#0b3c49'] },
  rose: { name: 'Dusty rose', ground: '#f5ece8', inks: ['#c97b7b', '#6d5466', '#e9c2a6', '#3a3042'] },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
