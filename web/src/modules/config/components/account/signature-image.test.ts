import { describe, expect, it } from 'vitest';
import { pngBytes, SIGNATURE_MAX_BYTES, signatureFits } from './signature-image';

const png = (bytes: number) => `data:image/png;base64,${btoa('\x07'.repeat(bytes))}`;

describe('signature image', () => {
  it('counts the decoded bytes of a PNG data URL', () => {
    expect(pngBytes(png(1))).toBe(1);
    expect(pngBytes(png(2))).toBe(2);
    expect(pngBytes(png(3))).toBe(3);
    expect(pngBytes(png(1000))).toBe(1000);
    expect(pngBytes('data:image/jpeg;base64,AAAA')).toBe(0);
  });

  it('accepts up to 512 KB', () => {
    expect(signatureFits(png(SIGNATURE_MAX_BYTES))).toBe(true);
    expect(signatureFits(png(SIGNATURE_MAX_BYTES + 1))).toBe(false);
    expect(signatureFits('data:image/png;base64,')).toBe(false);
  });
});
