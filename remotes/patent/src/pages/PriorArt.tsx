import { EmptyState } from '@iprism/shared/ui';

export default function PriorArt() {
  return <EmptyState heading={'No prior-art results yet'} description={'Prior-art results appear here once an application has been analysed; you can also search the corpus directly.'} />;
}
