import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

// Root is frontend/; the build lands in dist/ at the repo root, where the server serves it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry loads (a test checks the landing page
    // never loads react-admin).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': backend,
      '/auth': backend,
    },
  },
});
