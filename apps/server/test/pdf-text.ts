import { PDFParse } from 'pdf-parse';

/** The text of a PDF and its page count, as a reader's tool extracts them. */
export async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
