/**
 * Reads the error-reporting SDK's envelope format: a JSON header line, then items, each a JSON
 * header line and a payload of `length` bytes (or up to the next newline when no length is given).
 * JSON payloads are parsed; binary ones (compressed replay recordings, attachments) are summarised.
 */

export type EnvelopeItem = { header: Record<string, unknown>; payload: unknown };
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

const NEWLINE = 0x0a;

function readJsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(bytes.toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

function readPayload(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return { binary: true, bytes: bytes.length };
  }
}

/** Parses an envelope; throws on a malformed one. */
export function parseEnvelope(body: Buffer): Envelope {
  let position = 0;
  const line = (): Buffer => {
    const end = body.indexOf(NEWLINE, position);
    const stop = end === -1 ? body.length : end;
    const slice = body.subarray(position, stop);
    position = stop + 1;
    return slice;
  };
  const header = readJsonObject(line(), 'The envelope header');
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeader = readJsonObject(headerLine, 'An item header');
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number') {
      payload = body.subarray(position, position + length);
      position += length;
      if (body[position] === NEWLINE) position += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload: readPayload(payload) });
  }
  return { header, items };
}
