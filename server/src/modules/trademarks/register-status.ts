/**
 * A USPTO trademark status code in words, live or dead first (what a clearance report reads first):
 * 600–619 abandoned, 620–699 pending, 700–709 registered, 710–799 cancelled, 800–899 registered
 * (renewed or in post-registration), 900–999 expired. The code stays in brackets for the record.
 */
export function usptoStatus(code: string): string {
  const n = Number(code);
  if (!/^\d{3}$/.test(code.trim()) || !Number.isFinite(n)) return code.trim() ? `Status ${code.trim()}` : 'Status unknown';
  const words =
    n < 600 ? 'Unknown' : n < 620 ? 'Dead — abandoned' : n < 700 ? 'Live — pending' : n < 710 ? 'Live — registered' : n < 800 ? 'Dead — cancelled' : n < 900 ? 'Live — registered' : 'Dead — expired';
  return `${words} (${n})`;
}
