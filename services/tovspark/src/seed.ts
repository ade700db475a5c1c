import { createLogger } from '@tov/kit';
import { loadConfig } from './config';
import { GALLERY_TEMPLATES } from './seed/gallery-templates';
import { createTovsparkDb } from './store/db';
import { seedTemplateGallery } from './store/template-gallery';

/**
 * `node dist/seed.js`: the curated template gallery (idempotent; run by `npm start` and the test
 * stacks after the migrations, infra/scripts/stack.mjs).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ name: 'tovspark-seed', level: config.LOG_LEVEL });
  const db = createTovsparkDb(config.DATABASE_URL);
  try {
    const inserted = await seedTemplateGallery(db, GALLERY_TEMPLATES);
    logger.info({ inserted, templates: GALLERY_TEMPLATES.length }, inserted ? 'template gallery seeded' : 'template gallery already present');
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: Error) => {
  console.error(`tovspark seed failed: ${error.message}`);
  process.exit(1);
});
