import { PriorArtScreen } from '../features/prior-art/PriorArtScreen';

export default function PriorArt() {
  return <PriorArtScreen />;
}
