/** The server publishes these schemas in its OpenAPI document: each must convert to JSON Schema. */
import { z } from 'zod';
import * as V from '../validation';

const schemas: Array<[string, z.ZodType]> = [];
for (const [name, value] of Object.entries(V) as Array<[string, unknown]>) {
  if (value instanceof z.ZodType) schemas.push([name, value]);
}

describe('JSON Schema', () => {
  it('finds the exported schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['phoneSchema', 'passwordSchema', 'idNumberSchema', 'dateSchema', 'attachmentListSchema']),
    );
  });

  it.each(schemas)('%s converts for input and output', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });

  it('keeps the patterns, so clients see the rule', () => {
    // Beside requiredString's "not blank" pattern (the server's document keeps the phone's alone).
    expect(z.toJSONSchema(V.phoneSchema)).toMatchObject({
      type: 'string',
      allOf: expect.arrayContaining([expect.objectContaining({ pattern: '^1[3-9]\\d{9}$' })]),
    });
    expect(z.toJSONSchema(V.requiredText(30))).toMatchObject({ type: 'string', minLength: 1, maxLength: 30 });
    expect(z.toJSONSchema(V.salarySchema)).toMatchObject({ type: 'integer', minimum: 0 });
  });
});
