import type { Plugin } from 'esbuild';

export const externals: Plugin;
