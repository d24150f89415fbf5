import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './mock-api/db/schema/index.ts',
  out: './mock-api/db/migrations',
});
