/** The size guide's constants. Sizes are the longest side, in inches. */
export const sizeCategories = [
  {
    name: 'Small',
    range: '8-16 in',
    cm: '20-40 cm',
    longest: 16,
    bestFor: 'Shelves, desks, gallery walls, narrow spaces',
  },
  {
    name: 'Medium',
    range: '18-32 in',
    cm: '45-80 cm',
    longest: 32,
    bestFor: 'Above a console, in a hallway or bedroom',
  },
  {
    name: 'Large',
    range: '36-48 in',
    cm: '90-120 cm',
    longest: 48,
    bestFor: 'Above a sofa or bed, as a room’s focal point',
  },
  {
    name: 'Extra Large',
    range: '50+ in',
    cm: '127+ cm',
    longest: 60,
    bestFor: 'Large living rooms, stairwells, open spaces',
  },
] as const;

export const placement = {
  hangingHeight: '57-60 in',
  spaceAround: '6-12 in',
  aboveFurniture: '6-8 in',
  canvasDepth: '1.5-2 in',
  frames: ['black', 'white', 'natural wood'],
} as const;
