import { EmptyState } from '@iprism/shared/ui';

export default function Litigate() {
  return <EmptyState heading={'Litigation'} description={'Claim charts and invalidity contentions for patents in dispute, built from your analysed applications.'} />;
}
