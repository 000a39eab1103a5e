import { EmptyState } from '@iprism/shared/ui';

export default function Account() {
  return <EmptyState heading={'Account Settings'} description={'Your profile, sign-in security, licence and credits, and your organisation.'} />;
}
