type Validator = ((value: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string }> | null;
};
/**
 * The remotes manifest's JSON Schema, compiled by Ajv (scripts/remotes-schema.cjs), and the
 * remotes' names against the ones the build defines.
 */
export declare const validate: Validator;
/** The schema alone: any remote name. */
export declare const validateShape: Validator;
export default validate;
