import type { LandscapeFilters, LandscapeRequest } from '@iprism/shared/contracts/scout';

/**
 * The landscape in the address bar (q, cpc, from, to, countries, assignee), so a narrowed view can be
 * shared, reloaded and reached from a patent page's CPC chip.
 */
export function requestFromParams(params: URLSearchParams): { query: string; filters: LandscapeFilters } {
  const filters: LandscapeFilters = {};
  const cpc = params.get('cpc')?.trim();
  if (cpc) filters.cpc = cpc;
  const from = params.get('from')?.trim();
  if (from) filters.from = /^\d{4}$/.test(from) ? Number(from) : from;
  const to = params.get('to')?.trim();
  if (to) filters.to = /^\d{4}$/.test(to) ? Number(to) : to;
  const countries = (params.get('countries') ?? '').split(/[\s,]+/).filter(Boolean).map((c) => c.toUpperCase());
  if (countries.length) filters.countries = countries;
  const assignee = params.get('assignee')?.trim();
  if (assignee) filters.assignee = assignee;
  return { query: params.get('q')?.trim() ?? '', filters };
}

export function paramsFromRequest(request: LandscapeRequest): URLSearchParams {
  const p = new URLSearchParams();
  if (request.query) p.set('q', request.query);
  const f = request.filters ?? {};
  if (f.cpc) p.set('cpc', f.cpc);
  if (f.from !== undefined) p.set('from', String(f.from));
  if (f.to !== undefined) p.set('to', String(f.to));
  if (f.countries?.length) p.set('countries', f.countries.join(','));
  if (f.assignee) p.set('assignee', f.assignee);
  return p;
}

/** What clicking a bar does: narrows to that year, assignee, CPC symbol or country. */
export type Narrowing = { year: number } | { assignee: string } | { cpc: string } | { country: string };

export function narrow(filters: LandscapeFilters, by: Narrowing): LandscapeFilters {
  if ('year' in by) return { ...filters, from: by.year, to: by.year };
  if ('assignee' in by) return { ...filters, assignee: by.assignee };
  if ('cpc' in by) return { ...filters, cpc: by.cpc.replace(/\/00$/, '') };
  return { ...filters, countries: [by.country] };
}
