/**
 * An authenticator secret in groups of `size` characters ("JBSW Y3DP EHPK 3PXP"), so it can be read out
 * and typed by hand; authenticator apps ignore the spaces.
 */
export function groupSecret(secret: string, size = 4): string {
  const compact = secret.replace(/\s+/g, '');
  return compact.match(new RegExp(`.{1,${Math.max(1, Math.floor(size))}}`, 'g'))?.join(' ') ?? '';
}
