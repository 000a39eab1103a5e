import { EmptyState } from '@iprism/shared/ui';

export default function AdminCareers() {
  return <EmptyState heading={'Careers'} description={'Openings and applications received from the careers page.'} />;
}
