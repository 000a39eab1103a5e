import type { IdsFormHeader } from '@iprism/shared/contracts';
import type { Sb08Header } from './sb08-form';

/** What the application itself tells of the identification block. */
export interface ApplicationFacts {
  documentNumber: string | null;
  filingDate: string | null;
  title: string;
}

/**
 * The transformed SB/08's identification block: each field as the uploaded form had it (the attorney's
 * own entries), else what the application tells, else blank for the attorney to fill in.
 */
export function sb08Header(form: IdsFormHeader | null, application: ApplicationFacts): Sb08Header {
  return {
    applicationNumber: form?.applicationNumber ?? application.documentNumber ?? '',
    filingDate: form?.filingDate ?? application.filingDate ?? '',
    firstNamedInventor: form?.firstNamedInventor ?? '',
    artUnit: form?.artUnit ?? '',
    examinerName: form?.examinerName ?? '',
    attorneyDocketNumber: form?.attorneyDocketNumber ?? '',
    title: application.title,
  };
}
