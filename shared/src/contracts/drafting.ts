import { z } from 'zod';
import { FeeEstimateSchema } from './report';

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

/** The kinds of finding the live checks report while a claim set is written. */
export const DRAFT_FINDING_KINDS = ['antecedent-basis', 'support', 'dependency', 'multiple-dependent', 'numbering', 'duplicate-claim', 'reference-numeral'] as const;
export type DraftFindingKind = (typeof DRAFT_FINDING_KINDS)[number];

/** Claims of about 50 and a specification of about 100 pages fit with room to spare. */
export const DRAFT_CLAIMS_MAX_CHARS = 400_000;
export const DRAFT_SPECIFICATION_MAX_CHARS = 2_000_000;

export const DraftingCheckRequestSchema = z.object({
  claims: z.string().max(DRAFT_CLAIMS_MAX_CHARS, `Claims may hold at most ${DRAFT_CLAIMS_MAX_CHARS} characters.`),
  specification: z.string().max(DRAFT_SPECIFICATION_MAX_CHARS, `The specification may hold at most ${DRAFT_SPECIFICATION_MAX_CHARS} characters.`).optional(),
  /** The draft's "resolved" marks; the answer says which findings they resolve and which marks still apply. */
  resolvedMarks: z.array(z.string().max(200)).max(2000).optional(),
});
export type DraftingCheckRequest = z.infer<typeof DraftingCheckRequestSchema>;

export const DraftFindingSchema = z.object({
  id: z.string(),
  /** The claim the finding concerns (its number as written). */
  claim: z.number().int().positive(),
  kind: z.enum(DRAFT_FINDING_KINDS),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  /** Offsets into the claims text that was checked (end exclusive). */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** For support findings: the specification passage nearest to supporting the term, when one was found. */
  passage: z.string().nullable(),
  /** Keyed to the text the finding concerns, so a "resolved" mark survives edits elsewhere (resolved-marks). */
  key: z.string(),
  resolved: z.boolean(),
});
export type DraftFinding = z.infer<typeof DraftFindingSchema>;

export const DraftCheckedClaimSchema = z.object({
  number: z.number().int().positive(),
  text: z.string(),
  independent: z.boolean(),
  dependsOn: z.array(z.number().int().positive()),
});

export const DraftingCheckResponseSchema = z.object({
  claims: z.array(DraftCheckedClaimSchema),
  findings: z.array(DraftFindingSchema),
  fees: FeeEstimateSchema,
  /** The marks sent that still resolve a finding; the others concerned text that has changed. */
  resolvedMarks: z.array(z.string()),
});
export type DraftingCheckResponse = z.infer<typeof DraftingCheckResponseSchema>;

export const DRAFT_SOURCES = ['blank', 'application', 'archive'] as const;
const draftTitle = z.string().trim().min(1, 'Please give the draft a title.').max(300, 'Please keep the title under 300 characters.');

export const CreateDraftRequestSchema = z.object({
  title: draftTitle.optional(),
  /** Start from an uploaded or archived application's claims and description. */
  applicationId: z.string().trim().min(1).max(100).optional(),
  shared: z.boolean().optional(),
});
export type CreateDraftRequest = z.infer<typeof CreateDraftRequestSchema>;

/** The working copy's autosave; `revision` is the one the client last saw, so a save from a stale tab is refused (409). */
export const SaveDraftRequestSchema = z.object({
  revision: z.number().int().nonnegative(),
  title: draftTitle.optional(),
  claims: z.string().max(DRAFT_CLAIMS_MAX_CHARS).optional(),
  specification: z.string().max(DRAFT_SPECIFICATION_MAX_CHARS).optional(),
  shared: z.boolean().optional(),
  resolvedMarks: z.array(z.string().max(200)).max(2000).optional(),
});
export type SaveDraftRequest = z.infer<typeof SaveDraftRequestSchema>;

export const DraftSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.enum(DRAFT_SOURCES),
  shared: z.boolean(),
  /** The caller owns it (only the owner shares, unshares or deletes). */
  mine: z.boolean(),
  ownerName: z.string(),
  revision: z.number().int(),
  versions: z.number().int(),
  claimCount: z.number().int(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftSchema = DraftSummarySchema.extend({
  claims: z.string(),
  specification: z.string(),
  resolvedMarks: z.array(z.string()),
  /** Who saved the working copy last, so a second tab or colleague can be named. */
  updatedBy: z.string(),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DraftListSchema = z.object({ drafts: z.array(DraftSummarySchema) });
export type DraftList = z.infer<typeof DraftListSchema>;

export const SaveDraftVersionRequestSchema = z.object({
  label: z.string().trim().min(1, 'Please give the version a label.').max(120, 'Please keep the label under 120 characters.'),
});

export const DraftVersionSchema = z.object({
  id: z.string(),
  label: z.string(),
  claims: z.string(),
  specification: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type DraftVersion = z.infer<typeof DraftVersionSchema>;
export const DraftVersionListSchema = z.object({ versions: z.array(DraftVersionSchema.omit({ claims: true, specification: true })) });
export type DraftVersionList = z.infer<typeof DraftVersionListSchema>;

/** Compares two saved versions, or a version with the working copy ('working'). */
export const DraftDiffQuerySchema = z.object({
  from: z.string().trim().min(1).max(100),
  to: z.string().trim().min(1).max(100),
  format: z.enum(['json', 'docx']).default('json'),
});
export const DraftDiffResponseSchema = z.object({ from: z.string(), to: z.string(), diff: ClaimDiffSchema });
export type DraftDiffResponse = z.infer<typeof DraftDiffResponseSchema>;

export const CLAIM_TOOLS = ['renumber', 'move', 'fold'] as const;
export const ClaimToolRequestSchema = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('renumber'), claims: z.string().max(DRAFT_CLAIMS_MAX_CHARS) }),
  z.object({ tool: z.literal('move'), claims: z.string().max(DRAFT_CLAIMS_MAX_CHARS), number: z.number().int().positive(), toPosition: z.number().int().positive() }),
  z.object({ tool: z.literal('fold'), claims: z.string().max(DRAFT_CLAIMS_MAX_CHARS), number: z.number().int().positive(), parent: z.number().int().positive().optional() }),
]);
export type ClaimToolRequest = z.infer<typeof ClaimToolRequestSchema>;
export const ClaimToolResponseSchema = z.object({ claims: z.string(), warnings: z.array(z.string()) });
export type ClaimToolResponse = z.infer<typeof ClaimToolResponseSchema>;

export const DRAFT_EXPORT_FORMATS = ['docx', 'pdf'] as const;
export const DRAFT_CONFLICT_MESSAGE = 'This draft was changed in another tab or by a colleague. Reload it to see their changes before saving.';
export const DRAFT_NOT_FOUND_MESSAGE = 'Draft not found.';
