import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress';

const contractsSrc = fileURLToPath(new URL('../contracts/src/', import.meta.url));

/**
 * The initial chunk holds the shell only (React, router, store, i18n, HTTP client): every screen
 * the spec names is lazy, and zod (the register forms) and recharts (dashboards) get their own chunks
 * so they load with the screens that need them.
 */
export default defineConfig({
  // precompress: .br and .gz beside each text file, sent by the gateway (decision 115).
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^@tov\/contracts$/, replacement: `${contractsSrc}index.ts` },
      { find: /^@tov\/contracts\/(.*)$/, replacement: `${contractsSrc}$1` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Natural splitting is enough: recharts is imported only by the lazy SkillChart and zod only by the
    // lazy register screen, so neither reaches the initial chunk (bench/frontend checks the budget).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The list has no side effects: a chunk that imports the contracts without using it drops it.
      treeshake: { moduleSideEffects: (id: string) => !/contracts[\\/]src[\\/]occupation-list\.ts$/.test(id) },
      output: {
        // The E-7 occupation list (contracts occupation-list.ts) is a chunk of its own, loaded by the
        // visa form's occupation picker only: left to natural splitting it joined the shared contracts
        // chunk every lazy screen loads (decision 141).
        codeSplitting: { groups: [{ name: 'occupations', test: /contracts[\\/]src[\\/]occupation-list\.ts$/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/analytics': 'http://localhost:8080' },
  },
});
