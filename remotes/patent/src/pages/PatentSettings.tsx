import { EmptyState } from '@iprism/shared/ui';

export default function PatentSettings() {
  return <EmptyState heading={'Settings'} description={'Preferences for reports, notifications and exports.'} />;
}
