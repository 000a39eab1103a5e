/**
 * Application numbers as offices and documents write them (US 09/876,376, 14558596, 09/413215,
 * PCT/NO98/00107, DE 198 40 645.2): one key per application so a family can be matched across sources,
 * and the US form an attorney reads.
 */

/** "US:09876376"; null when nothing number-like is left. US serial numbers are 8 digits (series + 6). */
export function applicationKey(country: string | null, raw: string): string | null {
  const pct = /PCT[\s/]*([A-Z]{2})\s*([\d/]+)/i.exec(raw);
  if (pct) {
    // PCT/US97/05183, PCT/US2010/123456, PCTEP9906456: the filing office, the year, the serial.
    const [year, serial] = pct[2]!.includes('/') ? pct[2]!.split('/') : pct[2]!.length >= 10 ? [pct[2]!.slice(0, 4), pct[2]!.slice(4)] : [pct[2]!.slice(0, 2), pct[2]!.slice(2)];
    return `WO:${pct[1]!.toUpperCase()}${year!.slice(-2)}${serial!.padStart(6, '0')}`;
  }
  const office = (country ?? 'US').trim().toUpperCase() || 'US';
  let digits = raw.replace(/^\s*[A-Z]{2}(?=[\s\d])/i, '').replace(/[^0-9]/g, '');
  if (!digits) return null;
  if (office === 'US' && digits.length < 8) digits = digits.padStart(8, '0');
  return `${office}:${digits}`;
}

/** 09876376 → 09/876,376; any other form is returned as given. */
export function formatUsApplicationNumber(raw: string): string {
  const digits = raw.replace(/[^0-9]/g, '');
  if (digits.length !== 8 || /[^0-9/,\s.-]/.test(raw.replace(/^US\s*/i, ''))) return raw.trim();
  return `${digits.slice(0, 2)}/${digits.slice(2, 5)},${digits.slice(5)}`;
}
