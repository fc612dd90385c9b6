import { createRef, type ReactElement, type RefCallback } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Slot } from './slot';

type Props = Record<string, unknown>;
const slotted = (element: ReactElement) =>
  (Slot as (props: Props) => ReactElement<Props> | null)(element.props as Props);

describe('Slot', () => {
  it('renders the child element with the slot’s props, classes added and the child’s style winning', () => {
    const html = renderToString(
      <Slot className="btn" data-slot="button" style={{ color: 'red', margin: 1 }}>
        <a href="/dashboard" className="link" style={{ color: 'blue' }}>
          Painel
        </a>
      </Slot>,
    );
    expect(html).toBe(
      '<a href="/dashboard" class="btn link" style="color:blue;margin:1px" data-slot="button">Painel</a>',
    );
  });

  it('runs the child’s handler, then the slot’s', () => {
    const calls: string[] = [];
    const element = slotted(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')} />
      </Slot>,
    );
    (element?.props.onClick as (event: unknown) => void)({});
    expect(calls).toEqual(['child', 'slot']);
  });

  it('gives the element to both refs and takes it back from both', () => {
    const objectRef = createRef<HTMLElement>();
    const seen: unknown[] = [];
    const element = slotted(
      <Slot ref={objectRef}>
        <button type="button" ref={(node) => void seen.push(node)} />
      </Slot>,
    );
    const ref = element?.props.ref as RefCallback<HTMLElement>;
    const node = { tagName: 'BUTTON' } as unknown as HTMLElement;
    const cleanup = ref(node);
    expect(objectRef.current).toBe(node);
    expect(seen).toEqual([node]);
    if (typeof cleanup === 'function') cleanup();
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual([node, null]);
  });

  it('renders nothing without an element to slot into', () => {
    expect(renderToString(<Slot className="btn">texto</Slot>)).toBe('');
  });
});
