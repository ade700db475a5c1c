// The local JWT signing keys (Ed25519), made once and kept under infra/.state (git-ignored).
import { generateKeyPairSync } from 'node:crypto';
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
