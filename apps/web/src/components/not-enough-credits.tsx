import { CODES, CREDIT_TEXTS } from '@georisk/contract';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';

/** Buying credits (docs/rules/purchases.md). */
const PURCHASE = '/menu/purchase';

/** Whether a failed call was the 402 "not enough credits" (docs/rules/credits.md). */
export const isNotEnoughCredits = (failure: unknown) =>
  (failure as { code?: string } | undefined)?.code === CODES.notEnoughCredits;

/** The 402's sentence, kept on screen with a way to buy more (not a passing banner). */
export const NotEnoughCredits = () => (
  <Alert variant="warning" className="py-2 mb-3" role="alert">
    {CREDIT_TEXTS.notEnough}.{' '}
    <Link to={PURCHASE} className="alert-link">
      Purchase credits
    </Link>
  </Alert>
);
