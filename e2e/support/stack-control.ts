import { CONTROL_URL } from './env';

export type ServerName =
  | 'sandbox'
  | 'host'
  | 'search'
  | 'flights'
  | 'cart'
  | 'deals'
  | 'releases'
  | `render${number}`
  | 'faulty-deals'
  | 'incompatible-deals';

/** Stops one server of the composition for real (its process ends). */
export async function stopServer(name: ServerName) {
  const response = await fetch(`${CONTROL_URL}/stop/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`stop ${name}: ${response.status} ${await response.text()}`);
}

export async function startServer(name: ServerName) {
  const response = await fetch(`${CONTROL_URL}/start/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`start ${name}: ${response.status} ${await response.text()}`);
}
