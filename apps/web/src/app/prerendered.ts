/**
 * "/" arrives with the landing page already rendered into `#prerendered` (scripts/prerender.mjs),
 * and the app renders hidden beside it (styles.css). Once the app can show its own layout (or its
 * error), the static copy goes and the app is revealed.
 */
export const revealApp = (): void => {
  document.getElementById('prerendered')?.remove();
};
