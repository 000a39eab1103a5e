import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { PRERENDERED_PATHS, PRERENDER_DIR, PRERENDER_ORIGIN, prerenderedFileName } from '@iprism/shared/contracts';
import { buildSeoTags, organizationJsonLd, serializeJsonLd, siteSettingsFor } from '@iprism/shared/site';
import { renderSitePage } from '../../host/src/prerender/render-site-page';
import { documentTitle } from '../../host/src/routes/document-title';
import { ROUTES } from '@iprism/shared/contracts';
import { appSpec } from '../lib/apps';
import { composePrerenderedPage } from './page-html';

/** The source file behind an exposed page module, e.g. marketing `./Home` → remotes/marketing/src/pages/Home.tsx. */
function pageSource(remote: 'marketing', module: string): string {
  const spec = appSpec(remote);
  const file = spec.exposes?.[module];
  if (!file) throw new Error(`${remote} exposes no ${module}`);
  return join(spec.dir, file);
}

/**
 * Writes builds/host/prerendered/*.html: the host's index.html with each page of PRERENDERED_PATHS drawn in,
 * rendered from the same sources as the build. Run after every build of the host or of marketing.
 */
export async function prerenderSite(hostBuildDir: string): Promise<void> {
  const template = readFileSync(join(hostBuildDir, 'index.html'), 'utf8');
  const settings = siteSettingsFor(PRERENDER_ORIGIN);
  const outDir = join(hostBuildDir, PRERENDER_DIR);
  const tmpDir = `${outDir}.${process.pid}.tmp`;
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  for (const path of PRERENDERED_PATHS) {
    const route = ROUTES.find((r) => r.path === path);
    if (!route || !('remote' in route.page) || route.page.remote !== 'marketing') throw new Error(`${path} is not a marketing route`);
    const Page = ((await import(pageSource('marketing', route.page.module))) as { default: ComponentType }).default;
    const { body, styles, seo } = renderSitePage(route, path, Page);
    const html = composePrerenderedPage(template, {
      title: documentTitle(route),
      seoTags: buildSeoTags({ title: route.title, path, ...seo }, settings),
      jsonLd: { organization: serializeJsonLd(organizationJsonLd(settings)) },
      styles,
      body,
    });
    writeFileSync(join(tmpDir, prerenderedFileName(path)), html);
  }
  // Swapped in whole, so the server never serves a mix of two builds' pages.
  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpDir, outDir);
}
