import { createContext } from 'react';
import type { UseSeoInput } from './use-seo';

/**
 * Set only while a page is rendered to static HTML at build time, where effects never run: `useSeo`
 * then reports its input here so the prerendered page carries the page's own meta tags.
 */
export const SeoCollectorContext = createContext<((input: UseSeoInput) => void) | null>(null);
