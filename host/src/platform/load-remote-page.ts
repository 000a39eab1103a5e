import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    cause?: unknown,
  ) {
    super(`The ${remote} area could not be loaded`);
    this.name = 'RemoteLoadError';
    this.cause = cause;
  }
}

/** Pages already loaded (by a preload or an earlier visit), by `remote/module`: they render without suspending. */
const loaded = new Map<string, ComponentType>();

export function loadedRemotePage(remote: string, module: string): ComponentType | undefined {
  return loaded.get(`${remote}/${module}`);
}

/** Drops what was loaded from a remote that has just been re-registered (a release or a retry). */
export function forgetRemotePages(remote: string): void {
  for (const key of loaded.keys()) if (key.startsWith(`${remote}/`)) loaded.delete(key);
}

/** Loads one exposed page of a remote and checks its shape before the host renders it. */
export async function loadRemotePage(remote: string, module: string): Promise<{ default: ComponentType }> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let mod: unknown;
  try {
    mod = await loadRemote<unknown>(id);
  } catch (err) {
    throw new RemoteLoadError(remote, module, err);
  }
  const component = (mod as { default?: unknown } | null)?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError(remote, module, new Error(`${id} has no default export`));
  }
  loaded.set(`${remote}/${module}`, component as ComponentType);
  return { default: component as ComponentType };
}
