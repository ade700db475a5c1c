import { TEMPLATE_LANGUAGES } from '@tov/contracts';
import type { GalleryTemplate } from '../seed/gallery-templates';
import type { TovsparkDb } from './db';

/** The slug of a curated template in one language. */
export const gallerySlug = (key: string, language: string) => `${key}.${language}`;

/**
 * Inserts the curated templates whose slug is missing (one row per template and language) and
 * leaves the others alone: an admin's edits survive a re-seed; a deleted one comes back (hide it
 * with `visibility: private` instead). Answers how many were inserted.
 */
export async function seedTemplateGallery(db: TovsparkDb, templates: GalleryTemplate[]): Promise<number> {
  const data = templates.flatMap((t) =>
    TEMPLATE_LANGUAGES.map((language) => {
      const text = t.texts[language];
      return {
        slug: gallerySlug(t.key, language),
        title: text.title,
        description: text.description,
        requirements: text.requirements,
        evaluationCriteria: text.criteria.map((name, i) => ({ name, weight: t.weights[i] ?? 0 })),
        category: t.category,
        type: t.type,
        difficulty: t.difficulty,
        sparkPoints: t.sparkPoints,
        durationDays: t.durationDays,
        rewards: t.rewards,
        language,
        visibility: 'public',
        curated: true,
        featured: t.featured,
        ownerId: null,
        ownerName: null,
      };
    }),
  );
  const { count } = await db.challengeTemplate.createMany({ data, skipDuplicates: true });
  return count;
}
