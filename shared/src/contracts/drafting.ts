import { z } from 'zod';

/** The drafting workspace's claim tools: claims as the editor holds them, the version diff and resolved marks. */

export const DraftClaimSchema = z.object({
  number: z.number().int().positive(),
  /** The claim's wording without its number. */
  text: z.string(),
});
export type DraftClaim = z.infer<typeof DraftClaimSchema>;

export const WORD_CHANGE_TYPES = ['same', 'added', 'removed'] as const;
export const WordChangeSchema = z.object({ type: z.enum(WORD_CHANGE_TYPES), text: z.string() });
export type WordChange = z.infer<typeof WordChangeSchema>;

export const CLAIM_DIFF_STATUSES = ['unchanged', 'changed', 'added', 'removed'] as const;
export type ClaimDiffStatus = (typeof CLAIM_DIFF_STATUSES)[number];

export const ClaimDiffEntrySchema = z.object({
  status: z.enum(CLAIM_DIFF_STATUSES),
  beforeNumber: z.number().int().positive().nullable(),
  afterNumber: z.number().int().positive().nullable(),
  /** Kept but at another place in the order (renumbered or moved). */
  moved: z.boolean(),
  /** Word-level changes from the earlier version's text to the later one's; one 'same' run for an unchanged claim. */
  words: z.array(WordChangeSchema),
});
export type ClaimDiffEntry = z.infer<typeof ClaimDiffEntrySchema>;

export const ClaimDiffSchema = z.object({
  entries: z.array(ClaimDiffEntrySchema),
  counts: z.object({ unchanged: z.number().int(), changed: z.number().int(), added: z.number().int(), removed: z.number().int(), moved: z.number().int() }),
});
export type ClaimDiff = z.infer<typeof ClaimDiffSchema>;
