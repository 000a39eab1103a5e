/**
 * Remembers the path before the current one (SPEC §4 reads it: arriving from /accept-invite, moving
 * between dashboard sections). Kept outside React because each route element remounts on navigation.
 */
export class PathHistory {
  private current: string | null = null;
  private previous: string | null = null;

  /** Records `path` as current (idempotent for the same path) and returns the one before it. */
  visit(path: string): string | null {
    if (path !== this.current) {
      this.previous = this.current;
      this.current = path;
    }
    return this.previous;
  }
}

export const pagePathHistory = new PathHistory();
