import { EmptyState } from '@iprism/shared/ui';

export default function PatentDashboard() {
  return <EmptyState heading={'No applications yet'} description={'Upload a patent application and its IDS to get a report, a prior-art search and an IDS review, with each stage shown live.'} />;
}
