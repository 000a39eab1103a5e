import { EmptyState } from '@iprism/shared/ui';

export default function Analytics() {
  return <EmptyState heading={'No report selected'} description={'Open an application from the dashboard or the archives to see its report.'} />;
}
