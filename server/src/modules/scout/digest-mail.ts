import { PRODUCT_NAME } from '@iprism/shared/contracts';
import type { DigestCadence, DigestPeriod } from '../../domain/scout/digest-period';
import type { MailMessage } from '../../platform/mail/mailer';

/** One watch's documents found in the digest's period. */
export interface DigestWatch {
  name: string;
  documents: readonly { publicationNumber: string; title: string }[];
}

/** Documents listed per watch; the rest are counted and wait on the watch page. */
export const DIGEST_DOCUMENTS_PER_WATCH = 10;

const periodLabel = (cadence: DigestCadence, period: DigestPeriod): string =>
  cadence === 'daily' ? `on ${period.key}` : `in the week of ${period.start.toISOString().slice(0, 10)}`;

/** The digest e-mail: per watch, how many documents it found and which, with links to them and to the watches. */
export function watchDigestMail(to: string, name: string, cadence: DigestCadence, period: DigestPeriod, watches: readonly DigestWatch[], origin: string): MailMessage {
  const total = watches.reduce((n, w) => n + w.documents.length, 0);
  const sections = watches.map((w) => {
    const lines = w.documents.slice(0, DIGEST_DOCUMENTS_PER_WATCH).map((d) => `  - ${d.publicationNumber}${d.title ? ` — ${d.title}` : ''}: ${origin}/dashboard/scout/patents/${encodeURIComponent(d.publicationNumber)}`);
    const more = w.documents.length - DIGEST_DOCUMENTS_PER_WATCH;
    if (more > 0) lines.push(`  … and ${more} more`);
    return `“${w.name}”: ${w.documents.length === 1 ? '1 new document' : `${w.documents.length} new documents`}\n${lines.join('\n')}`;
  });
  return {
    to,
    kind: `scout-digest-${cadence}`,
    subject: `${PRODUCT_NAME} ${cadence} watch digest: ${total === 1 ? '1 new document' : `${total} new documents`}`,
    text:
      `Hello ${name || 'there'},\n\nYour watches found ${total === 1 ? '1 new document' : `${total} new documents`} ${periodLabel(cadence, period)} (UTC).\n\n` +
      `${sections.join('\n\n')}\n\nAll your watches: ${origin}/dashboard/scout/patents\n` +
      `To stop these e-mails, set a watch's notification to in-app only.\n\n— The ${PRODUCT_NAME} team`,
  };
}
