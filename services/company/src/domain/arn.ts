import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Alien registration numbers at rest (docs/decisions/136-arn-encrypted-and-masked.md): AES-256-GCM
 * with the service's key, a fresh 12-byte IV per write, and the row's identity (company and employee)
 * as additional data, so a ciphertext copied to another row does not decrypt. Stored as
 * `version (1) | iv (12) | tag (16) | ciphertext`. The number in clear never leaves this file except
 * as its mask.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class ArnCipher {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('the ARN key must be 32 bytes');
  }

  encrypt(arn: string, owner: ArnOwner): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(additionalData(owner));
    const ciphertext = Buffer.concat([cipher.update(arn, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
  }

  decrypt(stored: Uint8Array, owner: ArnOwner): string {
    const bytes = Buffer.from(stored);
    if (bytes[0] !== VERSION) throw new Error('unknown ARN ciphertext version');
    const iv = bytes.subarray(1, 1 + IV_BYTES);
    const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(additionalData(owner));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** The stored number as answered: its mask, or null when none is stored or it cannot be read (a wrong key). */
  masked(stored: Uint8Array | null, owner: ArnOwner): string | null {
    if (!stored) return null;
    try {
      return maskArn(this.decrypt(stored, owner));
    } catch {
      return '******-*******';
    }
  }
}

export interface ArnOwner {
  companyId: string;
  employeeId: string;
}

const additionalData = (owner: ArnOwner) => Buffer.from(`${owner.companyId}:${owner.employeeId}`, 'utf8');

/** `9001011234567` -> `******-***4567`: the last four digits only. */
export function maskArn(arn: string): string {
  const digits = arn.replace(/\D/g, '');
  return `******-***${digits.slice(-4).padStart(4, '*')}`;
}
