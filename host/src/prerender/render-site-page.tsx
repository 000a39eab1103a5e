import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@iprism/shared/api/query-client';
import { SeoCollectorContext, type UseSeoInput } from '@iprism/shared/site';
import { ThemeModeProvider } from '../app/ThemeModeProvider';
import { Layout } from '../layouts/Layout';
import type { RouteDef } from '@iprism/shared/contracts/route-table';
import { PRERENDER_STYLE_KEY } from './style-key';

export interface RenderedSitePage {
  /** The markup of the route's layout and page, as the app's first render draws it signed out in the light theme. */
  body: string;
  /** `<style>` tags with every rule the markup uses. */
  styles: string;
  /** What the page passed to `useSeo`, if it did. */
  seo: UseSeoInput | null;
}

/** Renders a public page to static HTML (build time, no browser): what a visitor sees before any script runs. */
export function renderSitePage(route: RouteDef, path: string, Page: ComponentType): RenderedSitePage {
  const cache = createCache({ key: PRERENDER_STYLE_KEY });
  const emotion = createEmotionServer(cache);
  let seo: UseSeoInput | null = null;
  // An empty cache of its own: a page's queries render their loading state, as they do before the browser's first answer.
  const body = renderToString(
    <CacheProvider value={cache}>
      <QueryClientProvider client={createQueryClient()}>
        <SeoCollectorContext.Provider value={(input) => (seo = input)}>
          <ThemeModeProvider>
            <StaticRouter location={path}>
              <Layout name={route.layout} title={route.title}>
                <Page />
              </Layout>
            </StaticRouter>
          </ThemeModeProvider>
        </SeoCollectorContext.Provider>
      </QueryClientProvider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles, seo };
}
