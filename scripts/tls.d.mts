export const TLS_DIR: string;
export const CA_FILE: string;
export const CERT_FILE: string;
export const KEY_FILE: string;
export function ensureCertificate(): { ca: string; cert: string; key: string };
