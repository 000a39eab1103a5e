import { endPrerender, endPrerenderMarker, hasPrerenderedPage } from './prerender-handoff';

describe('prerender hand-over', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<style data-prerendered>#root[data-prerendered] button{visibility:hidden}</style>' +
      '<style data-emotion="pre 1x">.pre-1x{}</style><style data-emotion="pre-global 2y">html{}</style><style data-emotion="css 3z">.css-3z{}</style>';
    document.body.innerHTML = '<div id="root" data-prerendered></div>';
  });

  it('knows a prerendered #root', () => {
    expect(hasPrerenderedPage(document.getElementById('root')!)).toBe(true);
    expect(hasPrerenderedPage(document.createElement('div'))).toBe(false);
  });

  it('drops only the marker when the live frame is drawn over the prerendered content', () => {
    endPrerenderMarker();
    expect(document.getElementById('root')!.hasAttribute('data-prerendered')).toBe(false);
    expect(document.head.querySelectorAll('style')).toHaveLength(4);
  });

  it("drops the marker and the prerendered page's styles, and keeps the app's own", () => {
    endPrerender();
    expect(document.getElementById('root')!.hasAttribute('data-prerendered')).toBe(false);
    expect([...document.head.querySelectorAll('style')].map((s) => s.dataset.emotion)).toEqual(['css 3z']);
  });
});
