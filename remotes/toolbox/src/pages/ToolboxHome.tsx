import { EmptyState } from '@iprism/shared/ui';

export default function ToolboxHome() {
  return <EmptyState heading={'Toolbox'} description={'Everyday tools for patent practice: form filling and document checks.'} />;
}
