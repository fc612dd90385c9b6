/** Id of the header's phone menu panel; its button names it in `aria-controls`. */
export const MOBILE_MENU_ID = 'menu-principal-celular';

/**
 * The header's phone menu, written once as a DOM controller for the two places the header
 * lives: the React `SiteHeader` (attached from an effect) and the prerendered landing page,
 * which loads no React at all (`app/static-landing/client.ts`, ADR 009).
 *
 * The state is the markup's own: the button's `aria-expanded` and the panel's `hidden`. The
 * Menu and X icons follow `aria-expanded` in CSS, so nothing else needs updating. The button
 * opens and closes the panel; while it is open, Escape closes it and gives focus back to the
 * button; following any link in the header (the logo, an entry of the panel) closes it.
 *
 * Returns a cleanup that removes every listener.
 */
export function attachMobileMenu(header: HTMLElement): () => void {
  const button = header.querySelector<HTMLButtonElement>(
    `button[aria-controls="${MOBILE_MENU_ID}"]`,
  );
  const panel = header.querySelector<HTMLElement>(`#${MOBILE_MENU_ID}`);
  if (!button || !panel) return () => {};

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const onButtonClick = () => setOpen(panel.hidden);
  const onHeaderClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  };

  button.addEventListener('click', onButtonClick);
  header.addEventListener('click', onHeaderClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    button.removeEventListener('click', onButtonClick);
    header.removeEventListener('click', onHeaderClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
