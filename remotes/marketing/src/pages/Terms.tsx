import { useSeo } from '@iprism/shared/site';
import { LegalDocument } from '../features/legal/LegalDocument';
import { useActiveLegalText } from '../features/legal/active-legal';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '@iprism/shared/contracts/legal/terms-text';

const BUILT_IN = { lastUpdated: TERMS_LAST_UPDATED, sections: TERMS_SECTIONS };

export default function Terms() {
  const text = useActiveLegalText('terms', BUILT_IN);
  useSeo({
    title: 'Terms of Service',
    description: 'The terms for using iPrism: accounts and seats, acceptable use, confidentiality of unpublished applications, AI output, fees, termination and liability.',
    path: '/terms',
  });
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Terms of Service"
      lead="The agreement between iPrism and the firms, organizations and people who use it. We have tried to write it plainly; the confidentiality of your documents is in section 5."
      lastUpdated={text.lastUpdated}
      sections={text.sections}
      testId="terms"
    />
  );
}
