import { EmptyState } from '@iprism/shared/ui';

export default function Profile() {
  return <EmptyState heading={'Profile'} description={'Your name, e-mail address and sign-in methods.'} />;
}
