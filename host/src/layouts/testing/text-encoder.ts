import { TextDecoder, TextEncoder } from 'node:util';

// react-router builds a TextEncoder when its module loads and Jest's jsdom has none; import this file
// before anything that imports react-router. (Belongs in scripts/jest/setup-dom.ts, which this team does not own.)
Object.assign(globalThis, { TextEncoder, TextDecoder });
