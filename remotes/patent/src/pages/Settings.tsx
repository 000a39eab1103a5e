import { EmptyState } from '@iprism/shared/ui';

export default function Settings() {
  return <EmptyState heading={'Settings'} description={'Preferences for theme, notifications and exports.'} />;
}
