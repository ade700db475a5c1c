import type { VerifiedIdentity } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity | null;
  }
}
