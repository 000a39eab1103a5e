import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// What jsdom lacks and the screens' libraries need when their modules load: react-router builds a TextEncoder,
// the chart library observes sizes and clones its state.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
