import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/platform/db/db';

/** Factories write through the app's database or straight into one (tests that build their apps after seeding). */
export type FactoryTarget = FastifyInstance | Queryable;

export const dbOf = (target: FactoryTarget): Queryable => ('inject' in target ? target.db : target);

let sequence = 0;
/** A name no other factory call in this process has used: tests in one file share a database. */
export const unique = (prefix: string): string => `${prefix}-${++sequence}`;
