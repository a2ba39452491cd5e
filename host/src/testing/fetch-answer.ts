/** Enough of a fetch Response for the early calls and the client (status, body, a copy). */
export function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    clone: () => answer(status, body),
  };
  return response as unknown as Response;
}
