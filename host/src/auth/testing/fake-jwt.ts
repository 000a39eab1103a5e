import { trimEndOf } from '@iprism/shared/text';
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return trimEndOf(btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_'), '=');
}

/** An unsigned token with the given payload: the browser never verifies signatures, so tests need none. */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}
