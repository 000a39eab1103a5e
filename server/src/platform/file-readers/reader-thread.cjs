// Entry of a file reader thread (reader-pool.ts). Plain CommonJS so it starts the same under `pnpm start`,
// `pnpm worker`, the corpus CLI and Jest: it registers tsx's CommonJS hook (not its ESM loader, which would
// also transform pdf.js, a large ES module, at a cost of hundreds of MB) and loads the TypeScript readers.
require('tsx/cjs/api').register();
require('./reader-thread-main.ts');
