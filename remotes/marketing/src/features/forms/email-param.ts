/** One address: something@domain.tld, no spaces. The shared schemas do the full check on send. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The address of a link's `?email=` (unsubscribe, verification sent) (already percent-decoded by URLSearchParams).
 * A `+` left unencoded by a mail client arrives as a space (`ada news@x.com` → `ada+news@x.com`);
 * anything that does not look like one address is dropped rather than prefilled.
 */
export function emailFromQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  const value = raw.trim().replace(/^mailto:/i, '').replace(/ /g, '+');
  if (value.length > 254 || !EMAIL_SHAPE.test(value)) return '';
  return value;
}
