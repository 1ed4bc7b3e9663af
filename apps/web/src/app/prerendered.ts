/**
 * "/" arrives with the landing page already rendered into `#prerendered` (scripts/prerender.mjs),
 * beside an empty `#root` that styles.css hides while the copy is there.
 */
export const prerenderedCopy = (): HTMLElement | null => document.getElementById('prerendered');

/**
 * The app renders into `#root` hidden beside the copy; once it can show its own layout (or its
 * error), the copy goes and the app is revealed.
 */
export const revealApp = (): void => {
  prerenderedCopy()?.remove();
};

/**
 * For hydration the copy becomes the app's root: the empty `#root` goes and the copy takes its id,
 * so revealApp has nothing left to remove.
 */
export const adoptCopy = (copy: HTMLElement): HTMLElement => {
  document.getElementById('root')?.remove();
  copy.id = 'root';
  return copy;
};
