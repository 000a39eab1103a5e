import { useSeo } from '@iprism/shared/site';
import { LegalDocument } from '../features/legal/LegalDocument';
import { useActiveLegalText } from '../features/legal/active-legal';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '@iprism/shared/contracts/legal/privacy-text';

const BUILT_IN = { lastUpdated: PRIVACY_LAST_UPDATED, sections: PRIVACY_SECTIONS };

export default function Privacy() {
  const text = useActiveLegalText('privacy', BUILT_IN);
  useSeo({
    title: 'Privacy Policy',
    description: 'What personal information iPrism collects, how uploaded applications are handled, how long data is kept, our sub-processors and your rights.',
    path: '/privacy',
  });
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and how to exercise your rights. Uploaded documents are never used to train models that serve other customers."
      lastUpdated={text.lastUpdated}
      sections={text.sections}
      testId="privacy"
    />
  );
}
