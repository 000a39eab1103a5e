import { EmptyState } from '@iprism/shared/ui';

export default function AdminAccounts() {
  return <EmptyState heading={'Accounts'} description={'Every user account with its licence and status.'} />;
}
