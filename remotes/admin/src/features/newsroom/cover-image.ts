/** Covers are stored at most this wide (a 2× hero at the article's 800 px column). */
export const COVER_MAX_WIDTH = 1600;
export const COVER_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
export const COVER_MAX_INPUT_BYTES = 15 * 1024 * 1024;

/** The size that fits within `max` pixels of width, keeping the aspect ratio; never enlarged. */
export function fitWidth(width: number, height: number, max = COVER_MAX_WIDTH): { width: number; height: number } {
  if (width <= max) return { width, height };
  return { width: max, height: Math.round((height * max) / width) };
}

/** Why a chosen file cannot be a cover, or null. */
export function coverFileProblem(file: { type: string; size: number }): string | null {
  if (!COVER_ACCEPT.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > COVER_MAX_INPUT_BYTES) return 'This image is larger than 15 MB.';
  return null;
}

/** Resizes in the browser (canvas) and answers a JPEG data URL; the server checks the bytes again. */
export async function resizeCover(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const size = fitWidth(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot resize images.');
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** "ids-export-in-word" from a title, for the article's address. */
export function slugify(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > 80) break;
    slug = next;
  }
  return slug;
}

/** "a, b ,, c" → ["a", "b", "c"]. */
export const parseTags = (text: string): string[] => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))];
