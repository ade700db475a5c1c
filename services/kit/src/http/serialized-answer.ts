/** What `sendSerialized` needs of a reply, whatever the route's answer type. */
interface JsonReply<R> {
  status(code: number): R;
  type(contentType: string): R;
  send(payload: never): R;
}

/**
 * Sends a JSON answer the route serialised itself (a hot path that builds its answer's JSON before
 * waiting for the save: visa-assessment's evaluate). Fastify sends a string as it is; the route's
 * schema still declares and documents the answer, and the route builds it from the contract's type.
 */
export function sendSerialized<R extends JsonReply<R>>(reply: R, status: number, json: string): R {
  // The typed reply accepts only the answer's object; a string is what Fastify sends untouched.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(json as never);
}
