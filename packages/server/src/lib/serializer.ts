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
// - A long list (a plain array answer of LIST_ITEMWISE_MIN items or more) is written item by item,
//   each item's JSON encoded to UTF-8 on its own, and sent as one Buffer. As one JS string a list of
//   200 applications (~130 KB, two-byte with Turkish letters) cost more CPU than writing it: V8 makes a
//   string that large outside its young generation and flattens the concatenated pieces (about
//   1.4 ms of ~1.8 ms in a micro-benchmark), then Fastify measured and encoded it again. Small
//   strings avoid both; the bytes are the same.
// - Those items are copied as UTF-16 into one scratch buffer and the whole is transcoded to UTF-8
//   once, by ICU: V8's UTF-8 writer (Buffer.from per item) was the slower half of the encoding
//   (200 applications, CPU a list: 1 202 -> 923 µs, median of 41 rounds of a micro-benchmark).
// - Under test (NODE_ENV=test, as jest runs) every response is also parsed by zod as before, and
//   the compiled output must equal zod's JSON (as parsed values): every response of the test suite
//   checks that the two serialisers agree. Contract drift (a handler returning what its schema does
//   not allow) is therefore still a failed test, as with the zod serializer.
import { transcode } from 'node:buffer';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
/** What a route's serializer answers: JSON text, or its UTF-8 bytes for a long list. */
type SerializeBody = (data: unknown) => string | Buffer;

const compiled = new WeakMap<object, Serialize | null>();

type Json = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `X` with `type: [X.type, 'null']`: fast-json-stringify
 * writes a type list with a typeof test, but picks an anyOf branch by running Ajv on the value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplify(v)]));
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

/** From this many items on, a plain array answer is written item by item (see the header). */
export const LIST_ITEMWISE_MIN = 32;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The element schemas of a plain array answer, or of each branch of a union of arrays; else null. */
function listElements(schema: z.ZodType): z.ZodType[] | null {
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (!(schema instanceof z.ZodUnion)) return null;
  const options = schema.options as z.ZodType[];
  return options.every((o) => o instanceof z.ZodArray) ? options.map((o) => (o as z.ZodArray).element as z.ZodType) : null;
}

/** Each item's UTF-8 on its own, then one copy: for a Node built without ICU (no `transcode`). */
function itemwiseUtf8(items: unknown[], item: Serialize): Buffer {
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < items.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(Buffer.from(item(items[i])));
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/** UTF-16 text of the list being written; kept between lists up to this size, so it is rarely grown. */
const SCRATCH_KEPT_MAX = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

/** The list as UTF-16 in the scratch buffer (grown as it fills), transcoded to UTF-8 in one call. */
function itemwiseUtf16(items: unknown[], item: Serialize): Buffer {
  let text = scratch;
  let end = 0;
  const append = (json: string) => {
    if (end + 2 * json.length > text.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(2 * text.length, end + 2 * json.length));
      text.copy(grown, 0, 0, end);
      text = grown;
    }
    end += text.write(json, end, 'utf16le');
  };
  append('[');
  for (let i = 0; i < items.length; i++) {
    if (i > 0) append(',');
    append(item(items[i]));
  }
  append(']');
  if (text !== scratch && text.length <= SCRATCH_KEPT_MAX) scratch = text;
  return transcode(text.subarray(0, end), 'utf16le', 'utf8');
}

/** `transcode` is undefined in a Node built without ICU. */
const itemwise = typeof transcode === 'function' ? itemwiseUtf16 : itemwiseUtf8;
/** Both list writers, for the test that they write the same bytes. */
export const listWriters = { utf8: itemwiseUtf8, utf16: itemwiseUtf16 };

/**
 * The keys an object schema's values must have (its fields that do not take undefined), or null for
 * another schema: an item without one of them is not of that schema.
 */
function requiredKeys(schema: z.ZodType): string[] | null {
  if (!(schema instanceof z.ZodObject)) return null;
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => (field.safeParse(undefined).success ? [] : [key]));
}

/**
 * The serializer of a route's answer: `compileResponse`, item by item for a long list. For a union
 * of lists (one list or another, e.g. own reservations or a resource's availability) the branch is
 * the first whose item schema takes the first item, as zod's union picks the first that parses: the
 * items of one answer are all of one kind. Branches that miss a required key of the item are passed
 * over without parsing (a failed parse builds zod's issues: 9 % of the availability's CPU).
 */
function compileBody(schema: z.ZodType): SerializeBody | null {
  const whole = compileResponse(schema);
  const elements = whole && listElements(schema);
  const items = elements?.map((element) => compileResponse(element));
  if (!whole || !elements || !items || items.some((item) => item === null)) return whole;
  const required = elements.map(requiredKeys);
  const takes = (i: number, item: unknown) =>
    (required[i]?.every((key) => typeof item === 'object' && item !== null && key in item) ?? true) && elements[i]!.safeParse(item).success;
  return (data) => {
    if (!Array.isArray(data) || data.length < LIST_ITEMWISE_MIN) return whole(data);
    const branch = elements.length === 1 ? 0 : elements.findIndex((_, i) => takes(i, data[0]));
    return branch < 0 ? whole(data) : itemwise(data, items[branch]!);
  };
}

const CHECK = process.env.NODE_ENV === 'test';

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : (route.schema as { properties?: unknown }).properties;
  const zodSerialize = zodSerializerCompiler(route as never) as Serialize;
  if (!(schema instanceof z.ZodType)) return zodSerialize;
  let serialize: SerializeBody | null | undefined;
  // Fastify sends a Buffer from a serializer as it is (its length is the Content-Length).
  return ((data) => {
    if (serialize === undefined) serialize = compileBody(schema);
    if (serialize === null) return zodSerialize(data);
    if (!CHECK) return serialize(data);
    const expected = zodSerialize(data); // throws as before on a response its schema refuses
    const body = serialize(data);
    const actual = typeof body === 'string' ? body : body.toString('utf8');
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: schema-compiled response differs from zod's\n  compiled: ${actual.slice(0, 500)}\n  zod:      ${expected.slice(0, 500)}`);
    }
    return body;
  }) as Serialize;
};
