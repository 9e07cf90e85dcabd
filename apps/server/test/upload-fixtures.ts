import sharp from 'sharp';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(
  file: Buffer,
  {
    field = 'file',
    filename = 'upload.jpg',
    type = 'image/jpeg',
  }: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = `----vernissage${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let shade = 0;
/** A small real JPEG, a different one on every call (uploads are deduplicated by content). */
export async function sampleJpeg(width = 400, height = 300): Promise<Buffer> {
  shade = (shade + 37) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying camera and GPS metadata, as phones write it. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#c05030' } })
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A noisy JPEG cut in half: its header is fine, its picture data ends early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const whole = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The smallest thing the video sniffer accepts as MP4: an `ftyp` box with the isom brand. */
export function minimalMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.from('\0\0\0\x08free', 'latin1')]);
}

/** Files that are not allowed uploads, whatever their name says (decision 044). */
export async function refusedUploads(): Promise<{ label: string; bytes: Buffer; filename: string }[]> {
  const tiff = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
    .tiff()
    .toBuffer();
  const garbage = Buffer.alloc(2048);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 256;
  return [
    {
      label: 'an SVG',
      bytes: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(1)</script><rect width="40" height="30"/></svg>',
      ),
      filename: 'logo.svg',
    },
    {
      label: 'a PDF',
      bytes: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
      filename: 'catalogue.pdf',
    },
    { label: 'a TIFF renamed .jpg', bytes: tiff, filename: 'scan.jpg' },
    { label: 'garbage named .png', bytes: garbage, filename: 'photo.png' },
    {
      label: 'an SVG behind a GIF signature',
      bytes: Buffer.from('GIF89a<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect/></svg>'),
      filename: 'polyglot.gif',
    },
  ];
}

/** A real PNG with a script appended after its end: a polyglot that is still a valid image. */
export async function pngWithTrailingScript(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa7744' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('<script>fetch("/api/admin/users")</script>')]);
}
