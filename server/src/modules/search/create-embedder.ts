import type { Config } from '../../platform/config/config';
import type { Embedder } from './embedder';
import { createLocalEmbedder } from './local-embedder';
import { createOpenAiEmbedder } from './openai-embedder';

/** The configured encoder; null when EMBEDDER=off (search is full text only). */
export function createEmbedder(config: Pick<Config, 'embedder'>): Embedder | null {
  const e = config.embedder;
  if (e.kind === 'off') return null;
  if (e.kind === 'openai') return createOpenAiEmbedder(e);
  return createLocalEmbedder();
}
