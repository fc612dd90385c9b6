import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /**
   * Saving what the last click chose: it reads as unavailable (`aria-disabled`) and ignores
   * clicks and Space, but keeps the focus, as `Button`'s `busy` does. A `disabled` box that has
   * the focus drops it to the page, and the keyboard starts again from the top.
   */
  busy?: boolean;
};

/** Does nothing: while busy, a change the browser would report is not the person's to make. */
const ignore = () => undefined;

export function Checkbox({ busy = false, className, onClick, onChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(busy && 'cursor-wait opacity-50', className)}
      {...props}
      {...(busy && { 'aria-disabled': true })}
      // Cancelling the click puts the box back as it was; React still reports the change it
      // saw during the click, which `ignore` drops.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      onChange={busy ? ignore : onChange}
    />
  );
}
