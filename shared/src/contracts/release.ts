import { z } from 'zod';

/** `builds/latest.json`: the id of the newest published build (SPEC §7). */
export const LatestBuildSchema = z.object({
  id: z.string().min(1),
  publishedAt: z.string().optional(),
});
export type LatestBuild = z.infer<typeof LatestBuildSchema>;

/** `builds/remotes.json`: remote name → manifest URL and version, read by the host at start. */
export const RemoteRegistryEntrySchema = z.object({
  entry: z.string().min(1),
  version: z.string().min(1),
});
export const RemoteRegistrySchema = z.record(z.string(), RemoteRegistryEntrySchema);
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;
