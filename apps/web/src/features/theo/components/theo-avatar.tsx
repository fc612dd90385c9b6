/** The product's avatar 'T' beside each of Theo's messages. */
export function TheoAvatar() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
    >
      T
    </span>
  );
}
