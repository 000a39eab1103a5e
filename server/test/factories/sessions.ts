import type { FastifyInstance } from 'fastify';
import { signInAs, type TestCaller } from '../session-helper';

/** A signed-in caller for a factory-made user; the active organisation is `orgId` or the user's first. */
export const signedIn = (app: FastifyInstance, user: { email: string }, opts: { orgId?: string | null } = {}): Promise<TestCaller> => signInAs(app, user.email, opts);
