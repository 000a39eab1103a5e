/**
 * Who is calling, as the server established it from a verified session token (ARCHITECTURE §5).
 * Both identity adapters (built-in tokens and Clerk tokens) map to this one shape; nothing here
 * comes from a claim the server did not verify.
 */
export interface Principal {
  userId: string;
  sessionId: string;
  orgId: string | null;
  /** The provider's role key, `org:admin` or `org:member`; null without an active organisation. */
  orgRole: string | null;
  orgSlug: string | null;
  orgPermissions: string[];
  provider: 'builtin' | 'clerk';
  /**
   * publicMetadata.role from a Clerk token (its session token template must carry the user's public
   * metadata, as `publicMetadata`, `public_metadata` or `metadata`); null for built-in tokens, whose role
   * is read from the users row (client-role.ts).
   */
  publicRole: string | null;
}

/** Verifies a bearer token and returns its principal, or null when the token is missing, bad or expired. */
export interface Authenticator {
  authenticate(token: string): Promise<Principal | null>;
}
