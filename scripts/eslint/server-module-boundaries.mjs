import { dirname, resolve, sep } from 'node:path';

const MODULE = /[\\/]server[\\/]src[\\/]modules[\\/]([^\\/]+)(?:[\\/](.*))?$/;

/** Where a path sits: its module under server/src/modules (null elsewhere) and the rest of the path inside it. */
function place(path) {
  const m = MODULE.exec(path.replace(/\.(ts|tsx|js)$/, ''));
  return m ? { module: m[1], inner: (m[2] ?? '').split(sep).join('/') } : { module: null, inner: '' };
}

const isRoutes = (inner) => inner === 'routes' || inner.startsWith('routes/');

/** The public surfaces of a module: `index.ts`, and `parsing.ts` for the parsing code the parser threads load. */
const SURFACES = new Set(['', 'index', 'parsing']);

/**
 * Server modules meet only at their public surfaces: a file outside `modules/<area>/` imports that area only through
 * its `index.ts` (or `parsing.ts`: an index loads the whole module, too much for each parser thread), and inside an
 * area only the routes and the index import its routes, so route plugins never lean on each other and a module's
 * internals can move without touching its neighbours.
 */
export const serverModuleBoundaries = {
  meta: { type: 'problem', schema: [], messages: {
    deep: "Import the '{{module}}' module through its index.ts (or parsing.ts), not '{{spec}}'.",
    routes: "Only routes and the module's index.ts import from its routes folder ('{{spec}}').",
  } },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const from = place(file);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = place(resolve(dirname(file), spec));
      if (!to.module) return;
      if (to.module !== from.module) {
        if (!SURFACES.has(to.inner)) context.report({ node: node.source, messageId: 'deep', data: { module: to.module, spec } });
        return;
      }
      if (isRoutes(to.inner) && !isRoutes(from.inner) && from.inner !== 'index') context.report({ node: node.source, messageId: 'routes', data: { spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
