import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.VELVET_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Each script and style sheet also at brotli's and gzip's best (file.br, file.gz), which the server
    // sends as they are: compressing per request, it can only afford a quick level (a seventh more bytes).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/dev': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server renderer's bundle needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // The home page must not download other pages: routes are lazy; vendor code is split by use.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      // How long each plugin took is a fact about the machine's load that day, not about the code: a busy
      // build machine must not print it as a warning.
      checks: { bundlerTimings: false },
      ...(!isSsrBuild && {
        output: {
          // Swiper is shared by the home carousel and the advert page's testimonials; kept in its own chunk,
          // it is not pulled in with the small helpers those pages also share.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 2,
              },
              { name: 'swiper', test: /[\\/]node_modules[\\/](swiper|ssr-window|dom7)[\\/]/, priority: 1 },
            ],
          },
        },
      }),
    },
  },
}));
