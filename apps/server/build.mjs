// Bundles the server into dist/main.js and the operator's tools (media copy, backup, restore) beside
// it; npm packages stay external, workspace packages are inlined.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { externals } from './esbuild-externals.mjs';

// A bundle renamed or removed since the last build must not linger beside the new ones.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/main.ts',
    'media-copy': 'src/tools/media-copy.ts',
    backup: 'src/tools/backup.ts',
    restore: 'src/tools/restore.ts',
    // Invoice PDFs render on a worker thread beside the server (decision 076).
    'invoice-pdf-worker': 'src/modules/invoices/invoice-pdf-worker.ts',
    // So is every SMTP mail's MIME (decision 079).
    'mail-smtp-worker': 'src/platform/mail/smtp-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externals],
});
