import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

/** React, React DOM, the scheduler and React Router: every page needs them, so one request (decision 016). */
const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** Storefront code and icons that more than one route imports; the back office's own code stays in its chunk. */
const shared = (id: string) =>
  !/[\\/]app[\\/](admin|routes[\\/]admin)/.test(id) &&
  (/[\\/]apps[\\/]web[\\/]app[\\/]/.test(id) || /node_modules[\\/](lucide-react|@vernissage)[\\/]/.test(id));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger first-load chunks: over HTTP/1.1 dozens of tiny modulepreloads queue the
            // LCP image behind them (six connections per host).
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'shared', test: shared, tags: ['$initial'], minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
