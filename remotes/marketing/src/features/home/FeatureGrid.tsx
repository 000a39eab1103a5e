import { CardGrid } from '../common/CardGrid';
import { IconCard } from '../common/IconCard';
import { FEATURES } from './content';

export function FeatureGrid() {
  return (
    <CardGrid>
      {FEATURES.map(({ Icon, title, text }) => (
        <IconCard key={title} icon={<Icon />} title={title}>
          {text}
        </IconCard>
      ))}
    </CardGrid>
  );
}
