import { describe, expect, it } from 'vitest';
import { createSseReader } from './sse';

const delta = (text: string) =>
  `event: delta\ndata: ${JSON.stringify({ type: 'delta', text })}\n\n`;

describe('createSseReader', () => {
  it('returns events as soon as they are complete, however the stream is cut', () => {
    const reader = createSseReader();
    const stream = delta('Olá') + delta(', Ana');
    const seen: string[] = [];
    for (let i = 0; i < stream.length; i += 7) {
      for (const event of reader.feed(stream.slice(i, i + 7))) {
        if (event.type === 'delta') seen.push(event.text);
      }
    }
    expect(seen).toEqual(['Olá', ', Ana']);
  });

  it('drops what is not one of Theo’s events', () => {
    const reader = createSseReader();
    expect(reader.feed(': comment\n\ndata: not json\n\ndata: {"type":"nope"}\n\n')).toEqual([]);
    expect(reader.feed('data: {"type":"error","message":"x"}\r\n\r\n')).toEqual([
      { type: 'error', message: 'x' },
    ]);
  });
});
