/**
 * How /active learns whose account to activate. We pass the user_id in router state rather than
 * the URL: it stays out of shared links, logs and Referer headers. It lives in the tab's history
 * entry, so a reload keeps it; a visitor who opens /active afresh meets the spec's 'User
 * Information Missing' and logging in again leads back here through PAY032 with the id.
 */
export interface ActivationState {
  user_id: string;
}

export const activationState = (user_id: string): ActivationState => ({ user_id });

export const userIdFrom = (state: unknown): string =>
  typeof state === 'object' &&
  state !== null &&
  'user_id' in state &&
  typeof state.user_id === 'string'
    ? state.user_id
    : '';
