import { z } from 'zod';
import type { Embedder } from './embedder';
import { normalize } from './unit-vector';

export interface OpenAiEmbedderOptions {
  /** Without /embeddings, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const ResponseSchema = z.object({ data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })) });

/**
 * Any OpenAI-compatible `POST {baseUrl}/embeddings` ({ model, input[] } → data[].embedding). The model is
 * stored as `openai:<model>` so its vectors never mix with the local encoder's. Dimensions are learned
 * from the first answer (0 before).
 */
export function createOpenAiEmbedder({ baseUrl, apiKey, model, timeoutMs = 60_000, fetchImpl = fetch }: OpenAiEmbedderOptions): Embedder {
  let dimensions = 0;
  return {
    model: `openai:${model}`,
    get dimensions() {
      return dimensions;
    },
    async embed(texts) {
      if (!texts.length) return [];
      const res = await fetchImpl(`${baseUrl}/embeddings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey && { authorization: `Bearer ${apiKey}` }) },
        body: JSON.stringify({ model, input: texts }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`the embeddings endpoint answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      const parsed = ResponseSchema.safeParse(await res.json());
      if (!parsed.success) throw new Error('the embeddings endpoint answered in an unexpected shape');
      const data = [...parsed.data.data].sort((a, b) => a.index - b.index);
      if (data.length !== texts.length) throw new Error(`the embeddings endpoint returned ${data.length} vectors for ${texts.length} texts`);
      dimensions = data[0]!.embedding.length;
      return data.map((d) => normalize(d.embedding));
    },
    async close() {},
  };
}
