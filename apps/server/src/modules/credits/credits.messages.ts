import { CREDIT_TEXTS } from '@georisk/contract';

export const CREDIT_MESSAGES = {
  balance: 'Credit balance',
  listed: 'Credit entries',
  notEnough: CREDIT_TEXTS.notEnough,
  voucherIssued: 'Voucher issued',
  vouchersListed: 'Vouchers',
  redeemed: (credits: number) => `Voucher redeemed: ${credits} credits added`,
  voucherUnknown: 'This voucher code is not valid. Please check it and try again',
  voucherExpired: 'This voucher has expired',
  voucherUsedUp: 'This voucher has been used up',
  voucherAlreadyRedeemed: 'This voucher has already been redeemed for this account',
  expiryPast: CREDIT_TEXTS.invalidExpiry,
} as const;
