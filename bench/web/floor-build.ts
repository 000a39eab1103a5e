import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { EmitFilePlugin, ROOT, createConfig } from '../../scripts/webpack/create-config';

const FLOOR_DIR = join(__dirname, 'floor');

/**
 * The product's own webpack configuration (swc-loader, production mode, swc minifier, html plugin)
 * minus federation: what separates the product's first load from this floor is then the product,
 * not the toolchain.
 */
function floorConfig(outDir: string): Configuration {
  const config = createConfig({ name: 'floor', dir: FLOOR_DIR, kind: 'host' }, { mode: 'production', outDir, publicPath: '/' });
  return {
    ...config,
    entry: './src/index.tsx',
    // Nor the host page's theme script, which the floor's page does not load.
    plugins: (config.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin || p instanceof EmitFilePlugin)),
    // The floor lives outside any package that depends on React: resolve it, and the loaders, where the host does.
    resolve: { ...config.resolve, modules: ['node_modules', join(ROOT, 'host', 'node_modules')] },
    resolveLoader: { modules: [join(ROOT, 'node_modules')] },
  };
}

/** Builds the floor page into outDir (index.html + main.js). */
export function buildFloor(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(floorConfig(outDir));
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}
