import { TextDecoder, TextEncoder } from 'node:util';

// react-router builds a TextEncoder when its module loads and Jest's jsdom has none; import this file
// before anything that imports react-router (the host's tests carry the same shim).
Object.assign(globalThis, { TextEncoder, TextDecoder });
