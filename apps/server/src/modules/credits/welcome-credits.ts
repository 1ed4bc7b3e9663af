/**
 * WELCOME_CREDITS (default 3): what each new customer account and each new company receives once
 * (docs/rules/credits.md). Set once when the app is built, as the SLA clock is.
 */
export const WELCOME_CREDITS_DEFAULT = 3;
let welcome = WELCOME_CREDITS_DEFAULT;

export const setWelcomeCredits = (credits: number) => {
  if (!Number.isInteger(credits) || credits < 0) throw new Error('welcome credits: whole, >= 0');
  welcome = credits;
};

export const welcomeCredits = () => welcome;
