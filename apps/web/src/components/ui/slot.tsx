import {
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type SlotProps = HTMLAttributes<HTMLElement> &
  Record<string, unknown> & { children?: ReactNode; ref?: Ref<HTMLElement> };

type Handler = (...args: unknown[]) => void;

/** Sets one ref; returns the cleanup a callback ref gave back, if any. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) ref.current = value;
  return undefined;
}

/** Both refs get the element (React 19: a callback ref may return its own cleanup). */
function composeRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return (value) => {
    const cleanups = [setRef(a, value), setRef(b, value)];
    return () => {
      for (const [i, ref] of [a, b].entries()) {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else setRef(ref, null);
      }
    };
  };
}

/**
 * `asChild`: renders its only child with these props merged in, as Radix's Slot does — the
 * child's handler runs, then the slot's; classes add up; styles merge with the child's winning;
 * both refs are set. Ours, because the
 * buttons of every page load it: Radix's weighs 0.9 KB gzip there (BENCHMARKS.md).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps) as [string, unknown][]) {
    const childValue = childProps[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[key] = (...args: unknown[]) => {
        (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
      };
    } else if (key === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object | undefined) };
    } else if (key === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, merged);
}
