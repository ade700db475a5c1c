import { CHALLENGE_CATEGORIES, type TChallengeCategory, type TTemplate, type TTemplateCategories, type TTemplateGallery } from '@tov/contracts';

/**
 * The gallery: the featured curated templates first, then every category in the contracts' order
 * with its curated templates (a category without any is left out). `templates` comes sorted by
 * popularity; each list keeps that order.
 */
export function galleryOf(templates: TTemplate[], perCategory: number): TTemplateGallery {
  return {
    featured: templates.filter((t) => t.featured),
    categories: CHALLENGE_CATEGORIES.map((category) => ({
      category,
      templates: templates.filter((t) => t.category === category).slice(0, perCategory),
    })).filter((c) => c.templates.length > 0),
  };
}

/** Every category with its count (0 when none), in the contracts' order. */
export function categoryCounts(counts: Map<string, number>): TTemplateCategories {
  const categories = CHALLENGE_CATEGORIES.map((category: TChallengeCategory) => ({ category, count: counts.get(category) ?? 0 }));
  return { categories, total: categories.reduce((sum, c) => sum + c.count, 0) };
}
