import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeModeProvider } from '../../app/ThemeModeProvider';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

/** Shows where the router is, so tests can assert a navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Pretends the viewport is `widthPx` wide for MUI's useMediaQuery (jsdom has no matchMedia); returns the undo. */
export function setViewportWidth(widthPx: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = min ? widthPx >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** Renders a frame at `path` inside the app's theme, a memory router and a fresh query cache; navigating elsewhere leaves only the probe. */
export function renderAt(path: string, ui: ReactElement) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}
