import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { DeclaredRemote } from './remotes-declared.cjs';

export const PORT_OFFSET: number;
/** the stack's ports: its own servers' and each declared remote's (by its name) */
export const PORTS: Record<
  'sandbox' | 'host' | 'control' | 'releases' | 'provider' | `render${number}`,
  number
> &
  Record<string, number>;
export const MAX_RENDER_PROCESSES: number;
export function renderProcessCount(setting?: string, cores?: number): number;
export function renderPorts(count: number, offset?: number): Record<`render${number}`, number>;
export const RENDER_PROCESSES: number;
export const RELEASES_ORIGIN: string;
/** 'https' with STOREFRONT_HTTPS=1 (the local certificate of scripts/tls.mjs), else 'http'. */
export const SCHEME: 'http' | 'https';
export function localOrigin(port: number): string;
export function tlsEnvironment(): Record<string, string>;
/** The port of an app's development server: its package's `storefront.devPort`, moved by the offset. */
export function devPort(app: string): number;
export const PROVIDER_ORIGIN: string;
/** the workspace's remotes, as each declares itself (scripts/remotes-declared.cjs) */
export const DECLARED_REMOTES: DeclaredRemote[];
/** their names, in their declared ports' order */
export const REMOTES: string[];
export const RUNTIME_DIR: string;
export const FIXTURES: Record<string, { app: string; port: number }>;
export function localManifest(): unknown;
export function writeManifest(manifest?: unknown): string;
export function writeReleaseStore(): string;
export class Stack {
  constructor(options?: {
    quiet?: boolean;
    server?: 'node' | 'nginx';
    render?: 'server' | 'client';
    processes?: number;
    restartDelayMs?: number;
  });
  children: Map<string, ChildProcess>;
  restarts: Map<string, number>;
  pool: Array<`render${number}`>;
  startOne(name: string): Promise<void>;
  start(names?: string[]): Promise<void>;
  stop(name: string): Promise<void>;
  stopAll(): Promise<void>;
  urls(): Record<string, string>;
}
export function controlServer(stack: Stack, port: number): Promise<Server>;
export function localEnvironment(): unknown;
export function writeEnvironment(environment?: unknown): string;
export function entryIntegrity(file: string): string | undefined;
export const SERVER: 'node' | 'nginx';
export const RENDER: 'server' | 'client';
export const RENDER_POOL: Array<`render${number}`>;
export const PAGE_SERVERS: Array<'host' | `render${number}`>;
export const LOGS_DIR: string;
export function portOf(name: string): number | undefined;
/** the scheme the render processes behind nginx answer with */
export const RENDER_SCHEME: 'http' | 'https';
/** the local stack's operators of the dashboard, its one operator and that operator's passphrase */
export const OPERATORS_FILE: string;
export const OPERATOR_PASSPHRASE_FILE: string;
export const LOCAL_OPERATOR: string;
export function ensureLocalOperator(): string;
