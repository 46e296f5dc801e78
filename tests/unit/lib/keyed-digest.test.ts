// @vitest-environment node
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256 } from '@/lib/keyed-digest';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('keyed-digest', () => {
  it('is SHA-256 and HMAC-SHA-256 as Node computes them, for every length around the block edges', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const data = randomBytes(length);
      expect(hex(sha256(new Uint8Array(data))), `sha256 ${length}`).toBe(
        createHash('sha256').update(data).digest('hex'),
      );
    }
    for (const keyLength of [16, 32, 64, 100]) {
      const key = randomBytes(keyLength);
      const message = `30111222-${keyLength}-ñ`;
      expect(hmacSha256Hex(new Uint8Array(key), message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});
