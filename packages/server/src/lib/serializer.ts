// Responses serialised by their route's schema. fastify-type-provider-zod's serializer parses every
// response with zod and then calls JSON.stringify: a list of a few hundred rows spent more CPU in
// that parse (regexes per date string, a new object per row) than in its database query. Here each
// route's zod response schema is turned into JSON Schema once (z.toJSONSchema, output side) and
// compiled with fast-json-stringify, as Fastify does with plain JSON Schema responses: only the
// declared properties are written, in one pass, without a copy.
//
// - A schema JSON Schema cannot express (a transform, a custom type) keeps the zod serializer.
// - Compiled lazily, on a route's first response, and once per schema object: an app builds in the
//   same time as before (the tests build dozens).
// - Under test (NODE_ENV=test, as jest runs) every response is also parsed by zod, and the compiled
//   output must equal zod's JSON (as parsed values): every response of the test suite checks that
//   the two serialisers agree. Contract drift (a handler returning what its schema does not allow)
//   is therefore still a failed test, as with the zod serializer.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const compiled = new WeakMap<object, Serialize | null>();

type Json = Record<string, unknown>;

/**
 * - `anyOf: [X, {type: 'null'}]` (zod's nullable) as `X` with `type: [X.type, 'null']`:
 *   fast-json-stringify writes a type list with a typeof test, but picks an anyOf branch by running
 *   Ajv on the value.
 * - No `additionalProperties: false`: fast-json-stringify writes only the declared properties
 *   anyway, and a union's branch is then picked as zod picks it (the first whose declared fields
 *   the value has; extra fields are left out, not refused).
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).flatMap(([k, v]) => (k === 'additionalProperties' && v === false ? [] : [[k, simplify(v)]])));
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((b: Json) => b.type === 'null' && Object.keys(b).length === 1);
    const other = anyOf[1 - nullIndex] as Json | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.anyOf === undefined && other.const === undefined) {
      const { anyOf: _drop, ...rest } = out;
      const merged: Json = { ...rest, ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) merged.enum = [...(other.enum as unknown[]), null];
      return merged;
    }
  }
  return out;
}

/** The JSON Schema of a zod schema's output, or null when JSON Schema cannot express it. */
export function responseJsonSchema(schema: z.ZodType): Json | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'ref', reused: 'inline' }) as Json;
    return simplify(json) as Json;
  } catch {
    return null;
  }
}

/** fast-json-stringify for a zod schema (memoised per schema object), or null to keep zod's serializer. */
export function compileResponse(schema: z.ZodType): Serialize | null {
  let fn = compiled.get(schema);
  if (fn === undefined) {
    const json = responseJsonSchema(schema);
    try {
      fn = json ? (fastJsonStringify(json as unknown as Parameters<typeof fastJsonStringify>[0]) as Serialize) : null;
    } catch {
      fn = null;
    }
    compiled.set(schema, fn);
  }
  return fn;
}

const CHECK = process.env.NODE_ENV === 'test';

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : (route.schema as { properties?: unknown }).properties;
  const zodSerialize = zodSerializerCompiler(route as never) as Serialize;
  if (!(schema instanceof z.ZodType)) return zodSerialize;
  let serialize: Serialize | null | undefined;
  return (data) => {
    if (serialize === undefined) serialize = compileResponse(schema);
    if (serialize === null) return zodSerialize(data);
    if (!CHECK) return serialize(data);
    const expected = zodSerialize(data); // throws as before on a response its schema refuses
    const actual = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: schema-compiled response differs from zod's\n  compiled: ${actual.slice(0, 500)}\n  zod:      ${expected.slice(0, 500)}`);
    }
    return actual;
  };
};
