import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

// Ripples animate after the event that started them, outside act(): off in tests, as they show nothing.
const TEST_THEME = createTheme({ components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

/** Shows the router's current query, so tests can assert what a page wrote into it. */
function SearchProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/** Renders a page at `url` (path and query) inside a memory router, an MUI theme and a fresh query cache. */
export function renderRoute(url: string, ui: ReactElement, queryClient = createTestQueryClient()) {
  const path = url.split('?')[0] ?? '/';
  return render(
    <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={TEST_THEME}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <SearchProbe />
      </MemoryRouter>
    </ThemeProvider>
    </QueryClientProvider>,
  );
}
