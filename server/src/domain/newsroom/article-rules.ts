import { COVER_MAX_BYTES, type ArticleState } from '@iprism/shared/contracts';

export type StoredArticleStatus = 'draft' | 'published' | 'unpublished';

/** A published article dated ahead is scheduled: public only from its date. */
export function articleState(status: StoredArticleStatus, publishedAt: Date | null, now: Date): ArticleState {
  if (status !== 'published') return status;
  return publishedAt && publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The image type from its first bytes; the declared type is never trusted. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

export type CoverCheck = { ok: true; bytes: Buffer; type: 'image/jpeg' | 'image/png' | 'image/webp' } | { ok: false; message: string };

/** A data URL checked as a cover: base64, a JPEG, PNG or WebP by its content, at most COVER_MAX_BYTES. */
export function checkCover(dataUrl: string): CoverCheck {
  const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) return { ok: false, message: 'The cover must be an image file.' };
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > COVER_MAX_BYTES) return { ok: false, message: 'The cover image is larger than 3 MB.' };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, message: 'The cover must be a JPEG, PNG or WebP image.' };
  return { ok: true, bytes, type };
}
