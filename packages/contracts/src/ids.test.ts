import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it.each([
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', true],
    ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', true],
    ['3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f', false],
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6', false],
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f0', false],
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6g', false],
    [' 3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', false],
    ['42', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isUuid(text)).toBe(expected);
  });
});
