import type { ZodTypeAny, ZodTypeDef } from 'zod';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';
import { ClaimTreeNodeSchema } from '@iprism/shared/contracts';
import { OPENAPI_COMPONENTS } from './openapi-components';

type JsonSchema = Record<string, unknown>;

/** Recursive contracts: written once as a component that refers to itself, and referred to by name everywhere. */
const RECURSIVE: readonly [string, ZodTypeAny][] = [['ClaimTreeNode', ClaimTreeNodeSchema]];
const byReference = new Map<ZodTypeDef, string>(RECURSIVE.map(([name, schema]) => [schema._def, name]));
const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** One zod schema as the document's JSON schema (OpenAPI 3.0 dialect), inline except for recursive contracts. */
export function toJsonSchema(schema: ZodTypeAny): JsonSchema {
  return zodToJsonSchema(schema, {
    target: 'openApi3',
    $refStrategy: 'none',
    override: (def) => {
      const name = byReference.get(def);
      return name ? componentRef(name) : ignoreOverride;
    },
  }) as JsonSchema;
}

/** The named schemas of the document; a lazy (recursive) contract is written as the object it stands for. */
function componentSchemas(): Record<string, JsonSchema> {
  const named = Object.entries(OPENAPI_COMPONENTS).map(([name, schema]) => [name, toJsonSchema(schema)] as const);
  const recursive = RECURSIVE.map(([name, schema]) => [name, toJsonSchema((schema._def as { getter(): ZodTypeAny }).getter())] as const);
  return Object.fromEntries([...named, ...recursive]);
}

/**
 * Adds the components to the generated document and replaces every inline copy of a component in
 * the paths with a reference to it, so an answer that is a `Report` says so.
 */
export function withComponents<T extends { paths?: unknown; components?: unknown }>(document: T): T {
  const schemas = componentSchemas();
  const names = new Map(Object.entries(schemas).map(([name, schema]) => [JSON.stringify(schema), name]));
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (value === null || typeof value !== 'object') return value;
    const name = names.get(JSON.stringify(value));
    if (name) return componentRef(name);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]));
  };
  const components = (document.components ?? {}) as { schemas?: object };
  return { ...document, paths: replace(document.paths), components: { ...components, schemas: { ...components.schemas, ...schemas } } };
}
