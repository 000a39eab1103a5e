import { EmptyState } from '@iprism/shared/ui';

export default function AdminTermsManager() {
  return <EmptyState heading={'Terms Manager'} description={'Versions of the terms of service and which one is active.'} />;
}
