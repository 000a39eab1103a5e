/**
 * A Content-Disposition header for a user's file name: an ASCII fallback and the exact name in RFC 5987
 * form, so names with accents or quotes neither break the header nor get mangled.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
