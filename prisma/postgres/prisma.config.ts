import { defineConfig } from 'prisma/config';

// For authoring the PostgreSQL migrations only (`npm run db:postgres`, docs/decisions/180): the
// offline migration tool and Prisma's CLI read this file when run in this folder. POSTGRES_DEV_URL
// is a server where the tool may create and drop its scratch (shadow) databases.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.POSTGRES_DEV_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
