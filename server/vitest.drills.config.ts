import { defineConfig } from 'vitest/config';
import { testDefaults } from './vitest.config.ts';

export default defineConfig({
  test: { ...testDefaults, include: ['test/drills/**/*.test.ts'] },
});
