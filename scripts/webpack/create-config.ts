import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { sharedModules } from './shared-modules';
import { appSplitChunks } from './split-chunks';

export const ROOT = join(__dirname, '..', '..');

export interface AppSpec {
  /** Federation name, also the folder name under remotes/ (or 'host'). */
  name: string;
  /** Package folder, absolute. */
  dir: string;
  kind: 'host' | 'remote';
  /** Remote only: exposed module map, './Page' → './src/pages/Page.tsx'. */
  exposes?: Record<string, string>;
}

export interface BuildOptions {
  mode: 'production' | 'development';
  outDir: string;
  /** Public path of the emitted files; remotes use 'auto' so any version folder works. */
  publicPath: string;
}

function swcRule(mode: BuildOptions['mode']): webpack.RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * Copies one file into the output as it is: the host page's first-paint theme script, which must be a
 * file of this origin because the Content-Security-Policy allows no inline script.
 */
export class EmitFilePlugin {
  constructor(
    private readonly name: string,
    private readonly path: string,
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      compilation.fileDependencies.add(this.path);
      compilation.hooks.processAssets.tap({ name: 'EmitFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.name, new webpack.sources.RawSource(readFileSync(this.path)));
      });
    });
  }
}

/** Text assets a browser downloads, compressed once at build time (the server picks .br or .gz per request). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

function precompression(): NonNullable<Configuration['plugins']> {
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: COMPRESSIBLE, compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** The one webpack configuration helper used by the host and every remote. */
export function createConfig(app: AppSpec, opts: BuildOptions): Configuration {
  const isHost = app.kind === 'host';
  const production = opts.mode === 'production';
  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      name: app.name,
      filename: isHost ? undefined : 'remoteEntry.js',
      exposes: app.exposes,
      shared: sharedModules({ host: isHost }),
      // One dead remote must not stop the host from starting.
      shareStrategy: 'loaded-first',
      runtimePlugins: isHost ? [join(app.dir, 'src', 'platform', 'federation-runtime-plugin.ts')] : [],
      manifest: isHost ? false : true,
      dts: false,
      dev: false,
      // The runtime ships only its browser code paths; a remote's also leaves out loading other remotes and
      // reading their manifests, which only the host does.
      experiments: { optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true } },
    }),
    new webpack.DefinePlugin({
      'process.env.CLERK_PUBLISHABLE_KEY': JSON.stringify(process.env.CLERK_PUBLISHABLE_KEY ?? ''),
      'process.env.APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? '0.1.0'),
    }),
  ];
  if (isHost) {
    plugins.push(
      new EmitFilePlugin('theme-boot.js', join(app.dir, 'public', 'theme-boot.js')),
      new HtmlWebpackPlugin({
        template: join(app.dir, 'public', 'index.html'),
        favicon: join(app.dir, 'public', 'favicon.svg'),
        inject: 'body',
        hash: true,
        scriptLoading: 'defer',
      }),
    );
  }
  return {
    name: app.name,
    mode: opts.mode,
    context: app.dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: opts.outDir,
      publicPath: opts.publicPath,
      uniqueName: `iprism_${app.name}`,
      // Entry files cannot take a content hash with the federation runtime in them: they are served
      // no-cache (the host's index.html adds ?<hash>); lazily loaded chunks are hashed and immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule(opts.mode)] },
    plugins: production ? [...plugins, ...precompression()] : plugins,
    performance: { hints: false },
    optimization: {
      minimize: production,
      splitChunks: appSplitChunks(app.kind),
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    experiments: { asyncWebAssembly: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
