import { z } from 'zod';

/**
 * Newsroom publishing (staff). Stored states are draft, published and unpublished; a published article
 * whose date is still ahead is shown as scheduled and is not public until then.
 */

export const ARTICLE_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

const isoDate = z.string().datetime({ offset: true });
const tag = z.string().trim().min(1).max(40, 'Keep each tag under 40 characters.');

export const ArticleContentSchema = z.object({
  title: z.string().trim().min(5, 'Please give the article a title.').max(200, 'Please keep the title under 200 characters.'),
  summary: z.string().trim().min(20, 'Please write an excerpt of at least 20 characters.').max(500, 'Please keep the excerpt under 500 characters.'),
  body: z.string().trim().min(50, 'Please write the article (at least 50 characters).').max(100_000),
  tags: z.array(tag).max(8, 'Please use at most eight tags.').default([]),
});
export type ArticleContent = z.infer<typeof ArticleContentSchema>;

export const CreateArticleSchema = ArticleContentSchema.extend({
  id: z
    .string()
    .trim()
    .min(3, 'Please give the article an address of at least 3 characters.')
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes, e.g. new-ids-export.'),
});
export type CreateArticle = z.infer<typeof CreateArticleSchema>;

/** Publish now (no date or a past one) or schedule for a later time. */
export const PublishArticleSchema = z.object({ publishAt: isoDate.optional() });

/** A cover image as a data URL; the browser resizes it first (at most 1600 px wide). */
export const ArticleCoverSchema = z.object({ dataUrl: z.string().min(30, 'Please choose an image.').max(6_000_000, 'This image is too large even after resizing.') });
export const COVER_MAX_BYTES = 3 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AdminArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  state: z.enum(ARTICLE_STATES),
  publishedAt: isoDate.nullable(),
  coverImage: z.string().nullable(),
  updatedAt: isoDate,
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;
export const AdminArticleListSchema = z.object({ articles: z.array(AdminArticleSchema) });
