import { defineConfig } from 'drizzle-kit';

// The provider's own migrations (src/db/schema.ts → drizzle/), applied by db/client.ts's migrate().
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  migrations: { table: '__provider_migrations' },
});
