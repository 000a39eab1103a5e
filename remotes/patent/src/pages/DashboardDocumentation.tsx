import { EmptyState } from '@iprism/shared/ui';

export default function DashboardDocumentation() {
  return <EmptyState heading={'Documentation'} description={'Guides to every iPrism tool.'} />;
}
