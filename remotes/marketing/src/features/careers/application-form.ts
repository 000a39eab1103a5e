import { CV_MAX_BYTES } from '@iprism/shared/contracts/careers';
import { formatByteLimit } from '@iprism/shared/contracts/applications';

export type ApplicationFormValues = {
  name: string;
  email: string;
  role: string;
  links: string;
  coverNote: string;
};

export const EMPTY_APPLICATION: ApplicationFormValues = { name: '', email: '', role: '', links: '', coverNote: '' };

/** The links box takes one address per line (or separated by commas or spaces). */
export function linksFromText(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export function applicationPayload(v: ApplicationFormValues): unknown {
  return { name: v.name, email: v.email, role: v.role, links: linksFromText(v.links), coverNote: v.coverNote };
}

/** The extensions the CV picker offers; the server decides by the file's content. */
const CV_EXTENSIONS = /\.(pdf|docx|txt)$/i;

/** Why a picked CV cannot be sent, or null when it can: the same size cap and formats as the server. */
export function cvProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!CV_EXTENSIONS.test(file.name)) return `${file.name} is not a PDF, Word (DOCX) or plain-text document.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > CV_MAX_BYTES) return `${file.name} is larger than the ${formatByteLimit(CV_MAX_BYTES)} limit for a CV.`;
  return null;
}
