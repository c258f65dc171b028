import { defineConfig } from 'prisma/config';

// The CLI reads the same DATABASE_URL as the app (lib/env.ts), with the same default.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'file:./.data/sofra.db' },
});
