import { describe, expect, it } from 'vitest';
import { formatFileSize, pageCount } from './research-text';

describe('research text', () => {
  it('formats file sizes', () => {
    expect(formatFileSize(3_778)).toBe('4 KB');
    expect(formatFileSize(100)).toBe('1 KB');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });
});
