import { PRODUCT_NAME } from '@iprism/shared/contracts/product';
import type { SalesRequest } from '@iprism/shared/contracts/forms';

/** A mailto: link that opens a reply to the person, with a subject naming what they asked for. */
export function replyLink(r: SalesRequest): string {
  const subject = r.kind === 'demo' ? `Your ${PRODUCT_NAME} demo` : `Re: your message to ${PRODUCT_NAME} sales`;
  const body = `Hello ${r.name},\n\n`;
  return `mailto:${encodeURIComponent(r.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
