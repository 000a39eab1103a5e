/**
 * @jest-environment node
 */
import { useSeo } from '@iprism/shared/site';
import type { RouteDef } from '@iprism/shared/contracts/route-table';
import { renderSitePage } from './render-site-page';

const route: RouteDef = { path: '/about', title: 'About', layout: 'default', page: { remote: 'marketing', module: './About' }, meta: { public: true } };

function About() {
  useSeo({ title: 'About iPrism', description: 'Who builds iPrism', path: '/about' });
  return <h1>About us</h1>;
}

describe('renderSitePage (build time, no DOM)', () => {
  const rendered = renderSitePage(route, '/about', About);

  it("draws the page inside its route's layout, signed out, in the light theme", () => {
    expect(rendered.body).toMatch(/^<div[^>]*data-layout="default"/);
    expect(rendered.body).toContain('<h1>About us</h1>');
    expect(rendered.body).toContain('href="/sign-in"');
    expect(rendered.body).toContain('data-mode="light"');
  });

  it('extracts every style the markup uses under its own key', () => {
    const classes = [...rendered.body.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ')).filter((c) => c.startsWith('pre-'));
    // `pre-0` is emotion's name for an element without styles: no rule to extract.
    const styled = classes.filter((c) => c !== 'pre-0');
    expect(styled.length).toBeGreaterThan(5);
    for (const name of styled) expect(rendered.styles).toContain(`.${name}`);
    expect(rendered.styles).not.toMatch(/data-emotion="css/);
  });

  it("collects what the page passed to useSeo, which no effect would report at build time", () => {
    expect(rendered.seo).toEqual({ title: 'About iPrism', description: 'Who builds iPrism', path: '/about', image: undefined, type: undefined });
  });
});
