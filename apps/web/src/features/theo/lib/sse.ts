import { ZTheoStreamEvent, type TTheoStreamEvent } from '@algoone/contracts';

/**
 * Reads server-sent events as they arrive: `feed` takes any slice of the stream (events can be
 * split anywhere) and returns the complete events it closed. Lines other than `data:` are
 * ignored; an event that is not Theo's shape is dropped rather than shown.
 */
export function createSseReader() {
  let buffer = '';
  return {
    feed(chunk: string): TTheoStreamEvent[] {
      buffer += chunk.replace(/\r\n?/g, '\n');
      const events: TTheoStreamEvent[] = [];
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data) {
          try {
            const parsed = ZTheoStreamEvent.safeParse(JSON.parse(data));
            if (parsed.success) events.push(parsed.data);
          } catch {
            // Not JSON: not one of ours.
          }
        }
        end = buffer.indexOf('\n\n');
      }
      return events;
    },
  };
}
