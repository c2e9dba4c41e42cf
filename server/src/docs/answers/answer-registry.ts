import * as z from 'zod';

/**
 * What `data` holds in each success answer (docs/protocol.md §14, §18), as zod schemas that the OpenAPI document
 * converts with `z.toJSONSchema`. Objects are loose: the platform may add fields, and a client must ignore them.
 * Each schema carries its component name (`id`).
 */

/** The components of the document: every answer schema of this folder, by name. */
export const answerRegistry = z.registry<{ id: string; description: string }>();

export function named<T extends z.ZodType>(id: string, description: string, schema: T): T {
  answerRegistry.add(schema, { id, description });
  return schema;
}

export const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
export const decimal = z.string().meta({ description: 'A decimal number as text' });
export const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
