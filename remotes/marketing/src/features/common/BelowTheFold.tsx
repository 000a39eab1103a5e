import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children right after the page's first commit, as a transition: long content below the fold
 * (a comparison table, a FAQ) then never holds up the first paint of what a visitor sees first.
 * Headings and anchors stay outside it, so links to a section still land where they should.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return <>{shown ? children : null}</>;
}
