import { EmptyState } from '@iprism/shared/ui';

export default function FormFill() {
  return <EmptyState heading={'Form Fill'} description={'Fill USPTO forms from an application’s data.'} />;
}
