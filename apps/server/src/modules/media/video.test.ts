import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { createLocalStorage, type MediaStorage } from '../../platform/media/storage.ts';
import { processVideo, sniffVideo, videoUrl } from './video.ts';

const clock = { now: () => new Date('2026-03-01T10:00:00Z') };

/** The first bytes of an MP4: an `ftyp` box (major brand isom, compatible isom/iso2/avc1/mp41), then data. */
function mp4Header(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 32]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('free'), randomBytes(64)]);
}

describe('video sniffing', () => {
  it('recognises MP4 and WebM by content and nothing else', () => {
    expect(sniffVideo(mp4Header())?.mime).toBe('video/mp4');
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]))?.mime).toBe('video/webm');
    const quicktime = Buffer.concat([
      Buffer.from([0, 0, 0, 20]),
      Buffer.from('ftypqt  '),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('qt  '),
    ]);
    expect(sniffVideo(quicktime)).toBeUndefined();
    expect(sniffVideo(Buffer.from('GIF89a......'))).toBeUndefined();
  });
});

for (const d of dialects) {
  describe(`video storage on ${d.name}`, () => {
    let t: TestDb;
    let dir: string;
    let storage: MediaStorage;
    beforeEach(async () => {
      t = await d.create();
      dir = mkdtempSync(join(tmpdir(), 'vernissage-video-'));
      storage = createLocalStorage(dir);
    });
    afterEach(async () => {
      await t.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('stores an MP4 as a video media row', async () => {
      const row = await processVideo({ db: t.db, storage, clock }, mp4Header(), 'hero.mp4');
      expect(row).toMatchObject({ kind: 'video', mime: 'video/mp4', original_name: 'hero.mp4' });
      expect(videoUrl(row, storage)).toBe(`/media/${row.id}/video.mp4`);
      expect(await storage.exists(`${row.id}/video.mp4`)).toBe(true);
    });

    it('refuses random bytes with 415', async () => {
      await expect(processVideo({ db: t.db, storage, clock }, randomBytes(4096), 'clip.mp4')).rejects.toMatchObject({
        status: 415,
      });
      expect(await t.db.selectFrom('media').selectAll().execute()).toEqual([]);
    });
  });
}
