// subset-font ships no types; this is the part of its API the font script uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}
