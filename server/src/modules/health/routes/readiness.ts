import type { Ready, ReadyCheck } from '@iprism/shared/contracts';
import { withTimeout } from '../../../platform/lib/with-timeout';

/** A database or Redis slower than this to answer a trivial command is not fit for traffic. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

/** The answer for measured checks: ready only when every configured dependency answers and no shutdown began. */
export function readiness(checks: Ready['checks'], shuttingDown: boolean): Ready {
  const ok = !shuttingDown && checks.database === 'ok' && checks.redis !== 'down';
  return { status: ok ? 'ready' : 'not-ready', checks, shuttingDown };
}

/** `ok` when `probe` answers in time, `down` when it fails or stalls. */
export async function probeCheck(probe: () => Promise<unknown>, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<Exclude<ReadyCheck, 'off'>> {
  try {
    await withTimeout(probe(), timeoutMs);
    return 'ok';
  } catch {
    return 'down';
  }
}
