import { TextDecoder, TextEncoder } from 'node:util';

// react-router builds a TextEncoder when its module loads, and the chart library needs ResizeObserver and
// structuredClone: jsdom has none of them. Import this file before anything that imports those.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
