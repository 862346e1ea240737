import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VELVET_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/dev': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The home page must not download other pages: routes are lazy; vendor code is split by use.
    chunkSizeWarningLimit: 400,
  },
});
