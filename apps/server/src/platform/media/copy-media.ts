import type { Readable } from 'node:stream';
import type { MediaStorage } from './storage.ts';

export type CopyReport = { copied: number; present: number };

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Copies every file of `from` that `to` does not hold yet, with its type. Keys are content hashes,
 * so a key already there holds the same bytes: a second run copies only what is new, and a run
 * that stopped half-way can simply be started again.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0 };
  for await (const key of from.keys()) {
    if (await to.exists(key)) {
      report.present++;
      onFile(key, false);
      continue;
    }
    const file = await from.read(key);
    if (!file) continue;
    await to.put(key, await bytesOf(file.body), file.contentType);
    report.copied++;
    onFile(key, true);
  }
  return report;
}
