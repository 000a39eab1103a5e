import { EmptyState } from '@iprism/shared/ui';

export default function AdminSales() {
  return <EmptyState heading={'Sales'} description={'Licences sold and renewals due.'} />;
}
