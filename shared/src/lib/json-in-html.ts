/**
 * JSON written inside a `<script>` data block (the server state, schema.org data): nothing in it
 * can close the element or start markup, whatever the backend's texts hold.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
