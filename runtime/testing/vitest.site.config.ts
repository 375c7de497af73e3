import { defineConfig } from 'vitest/config';

// A site's own tests (`admin-gen-site test` in the site's folder): its tests/, with this package's runtime/testing
// transformed as source (an installed package is otherwise loaded by Node as is, and its helpers are TypeScript).
export default defineConfig({
  root: process.cwd(),
  server: { fs: { strict: false } },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: [/admin-gen/] } },
  },
});
