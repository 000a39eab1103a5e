import type { JWTPayload } from 'jose';
import type { Principal } from './principal';

/** The organisation claim of a Clerk v2 session token. */
export interface OrgClaim {
  id: string;
  slg?: string;
  /** Role without the `org:` prefix, e.g. `admin`. */
  rol?: string;
  /** Comma-separated permissions (see `orgPermissionsOf`). */
  per?: string;
  /** Clerk's feature-permission bitmaps, one decimal per organisation feature of `fea`. */
  fpm?: string;
}

const ORG_PREFIX = 'org:';
export const stripOrgPrefix = (key: string): string => (key.startsWith(ORG_PREFIX) ? key.slice(ORG_PREFIX.length) : key);

/**
 * Rebuilds full permission keys (`org:feature:permission`). Clerk's own v2 tokens list permission
 * names in `o.per`, features in `fea` (`o:feature`) and a bitmap per feature in `o.fpm`; the built-in
 * provider writes plain keys without the prefix in `o.per` (`admin_dashboard:access`) and no `fpm`.
 */
export function orgPermissionsOf(o: OrgClaim, fea: unknown): string[] {
  const per = (o.per ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (o.fpm === undefined) return per.map((p) => `${ORG_PREFIX}${p}`);
  const features = (typeof fea === 'string' ? fea.split(',') : []).map((f) => f.trim()).filter((f) => f.startsWith('o:')).map((f) => f.slice(2));
  const bitmaps = o.fpm.split(',').map((b) => b.trim());
  const out: string[] = [];
  features.forEach((feature, i) => {
    const bitmap = bitmaps[i];
    if (!bitmap || !/^\d+$/.test(bitmap)) return;
    const bits = BigInt(bitmap);
    per.forEach((permission, j) => {
      if ((bits >> BigInt(j)) & 1n) out.push(`${ORG_PREFIX}${feature}:${permission}`);
    });
  });
  return out;
}

function orgClaimOf(value: unknown): OrgClaim | null {
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.id !== 'string' || !o.id) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { id: o.id, slg: str(o.slg), rol: str(o.rol), per: str(o.per), fpm: str(o.fpm) };
}

/** The role in the public metadata a Clerk session token template may carry, under any of its usual claim names. */
export function publicRoleOf(payload: JWTPayload): string | null {
  for (const name of ['publicMetadata', 'public_metadata', 'metadata']) {
    const metadata = payload[name];
    if (typeof metadata === 'object' && metadata !== null) {
      const role = (metadata as Record<string, unknown>).role;
      if (typeof role === 'string') return role;
    }
  }
  return null;
}

/** Maps verified Clerk v2 claims (either provider) to the one principal shape; null without `sub`/`sid`. */
export function principalFromClaims(payload: JWTPayload, provider: Principal['provider']): Principal | null {
  const { sub, sid } = payload as { sub?: unknown; sid?: unknown };
  if (typeof sub !== 'string' || !sub || typeof sid !== 'string' || !sid) return null;
  const o = orgClaimOf(payload.o);
  return {
    userId: sub,
    sessionId: sid,
    orgId: o?.id ?? null,
    orgRole: o?.rol ? `${ORG_PREFIX}${o.rol}` : null,
    orgSlug: o?.slg ?? null,
    orgPermissions: o ? orgPermissionsOf(o, payload.fea) : [],
    provider,
    // Only Clerk's tokens speak for the role; a built-in token never carries one the server did not write.
    publicRole: provider === 'clerk' ? publicRoleOf(payload) : null,
  };
}
