import { CONTROL_URL } from './env';

/** a server of the stack: its own, a fixture's, or a remote's by its declared name */
export type ServerName =
  | 'sandbox'
  | 'host'
  | 'releases'
  | `render${number}`
  | 'faulty-deals'
  | 'incompatible-deals'
  | (string & {});

/** Stops one server of the composition for real (its process ends). */
export async function stopServer(name: ServerName) {
  const response = await fetch(`${CONTROL_URL}/stop/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`stop ${name}: ${response.status} ${await response.text()}`);
}

export async function startServer(name: ServerName) {
  const response = await fetch(`${CONTROL_URL}/start/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`start ${name}: ${response.status} ${await response.text()}`);
}
