// The local secrets, made once and kept under infra/.state (git-ignored): the JWT signing keys (Ed25519)
// and the secret the gateway signs the forwarded identity with (docs/decisions/126-signed-forwarded-identity.md).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './services.mjs';

export function localSigningKeys() {
  const dir = path.join(ROOT, 'infra', '.state', 'keys');
  const privatePath = path.join(dir, 'jwt-ed25519.pem');
  const publicPath = path.join(dir, 'jwt-ed25519.pub.pem');
  if (!fs.existsSync(privatePath) || !fs.existsSync(publicPath)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    fs.writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    fs.writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return { privateKey: fs.readFileSync(privatePath, 'utf8'), publicKey: fs.readFileSync(publicPath, 'utf8') };
}

/** A local secret of 32 random bytes kept under infra/.state/keys/<fileName>, made at its first use. */
function localSecret(fileName, encoding) {
  const dir = path.join(ROOT, 'infra', '.state', 'keys');
  const secretPath = path.join(dir, fileName);
  if (!fs.existsSync(secretPath)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(secretPath, randomBytes(32).toString(encoding), { mode: 0o600 });
  }
  return fs.readFileSync(secretPath, 'utf8').trim();
}

/** The gateway's and the services' INTERNAL_IDENTITY_SECRET: 32 random bytes, base64url. */
export function localIdentitySecret() {
  return localSecret('internal-identity.secret', 'base64url');
}

/**
 * The local stack's key of the company service's alien registration numbers (AES-256-GCM, 32 bytes,
 * base64): made once, kept with the other local keys, so a restart still reads what it stored.
 */
export function localArnKey() {
  return localSecret('company-arn.key', 'base64');
}
