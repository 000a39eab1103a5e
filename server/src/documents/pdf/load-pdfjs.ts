import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const PDFJS_ENTRY = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));

/** Folders pdfjs reads from disk in Node; trailing slash because it appends file names. */
export const PDFJS_ASSETS = {
  standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
  wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
};

/**
 * pdfjs-dist is ESM-only and this server compiles to CommonJS, where `import()` is rewritten to `require()`
 * (by tsx at run time and by @swc/jest under Jest), which cannot load ESM on Node 20. A function built at run
 * time keeps a real `import()` that no transpiler sees: Node's loader under tsx, Jest's ESM loader under
 * `--experimental-vm-modules`. The specifier is a constant, so this is not eval of outside input.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

let pdfjs: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= nativeImport(pathToFileURL(PDFJS_ENTRY).href) as Promise<Pdfjs>;
  return pdfjs;
}
