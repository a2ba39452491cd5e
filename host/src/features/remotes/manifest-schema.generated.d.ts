/** The remotes manifest's JSON Schema, compiled by Ajv (scripts/remotes-schema.cjs). */
export declare const validate: ((value: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string }> | null;
};
export default validate;
