import { PRODUCT_NAME } from '@iprism/shared/contracts/product';
import type { RouteDef } from '@iprism/shared/contracts/route-table';

/** The browser tab's title for a route. */
export function documentTitle(route: Pick<RouteDef, 'path' | 'title'>): string {
  return route.path === '/' ? `${PRODUCT_NAME} — AI-powered patent analytics` : `${route.title} | ${PRODUCT_NAME}`;
}
