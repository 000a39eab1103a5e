/**
 * A sentence encoder. The default runs Universal Sentence Encoder Lite from an npm package (offline); an
 * OpenAI-compatible /embeddings endpoint can replace it by configuration. Vectors are unit length.
 */
export interface Embedder {
  /** Stored beside each vector, so changing the model never mixes vectors of two models. */
  readonly model: string;
  readonly dimensions: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}
