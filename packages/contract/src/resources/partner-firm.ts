import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { countryCodes } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, optionalText, requiredLine } from '../fields.js';

/** Partner firms and their directory (docs/rules/partners.md). Texts the screens show, once. */
export const FIRM_TEXTS = {
  nameRequired: 'Please enter the firm name',
  invalidCategories: 'Categories must be a list of category ids',
  invalidLanguages: 'Languages must be two-letter codes like en or fr',
  tooManyLanguages: 'A firm lists at most 20 languages',
  tooManyCategories: 'A firm lists at most 50 categories',
  firmNotFound: 'Partner firm not found',
  notPartner: 'Only partners can belong to a partner firm',
  userNotFound: 'User not found',
  notMember: 'This partner does not belong to this firm',
  adminsOnly: 'Only admins manage partner firms',
  chooseFirm: 'Please choose a firm',
  noFirm: 'You do not belong to a partner firm',
  ownersOnly: "Only the firm's owners and admins may see this",
  choosePartner: 'Please choose a partner',
} as const;

export const FIRM_LIMITS = { countries: 250, categories: 50, languages: 20 } as const;

const language = z
  .string({ error: FIRM_TEXTS.invalidLanguages })
  .regex(/^[a-z]{2}$/, { error: FIRM_TEXTS.invalidLanguages });

const firmFields = {
  name: requiredLine(FIRM_TEXTS.nameRequired, 200, 'Name'),
  about: optionalText(2000, 'About').default(''),
  countries: countryCodes(FIRM_LIMITS.countries).default([]),
  categories: z
    .array(id(FIRM_TEXTS.invalidCategories), { error: FIRM_TEXTS.invalidCategories })
    .max(FIRM_LIMITS.categories, { error: FIRM_TEXTS.tooManyCategories })
    .transform((ids) => [...new Set(ids)])
    .default([]),
  languages: z
    .array(language, { error: FIRM_TEXTS.invalidLanguages })
    .max(FIRM_LIMITS.languages, { error: FIRM_TEXTS.tooManyLanguages })
    .transform((codes) => [...new Set(codes)])
    .default([]),
};

export const partnerFirmInsertSchema = z.object(firmFields);
export type PartnerFirmInsert = z.input<typeof partnerFirmInsertSchema>;
export const partnerFirmUpdateSchema = z.object({ partner_firm_id: id(), ...firmFields });
export type PartnerFirmUpdate = z.input<typeof partnerFirmUpdateSchema>;
export const partnerFirmGetSchema = z.object({ partner_firm_id: id() });
export const partnerFirmListSchema = z.object({});

/** An admin puts a partner in a firm (moving them from any other); `is_owner` makes them an owner. */
export const partnerFirmAssignSchema = z.object({
  partner_firm_id: id(FIRM_TEXTS.chooseFirm),
  user_id: id(FIRM_TEXTS.choosePartner),
  is_owner: z.boolean().optional(),
});
export type PartnerFirmAssign = z.input<typeof partnerFirmAssignSchema>;
export const partnerFirmUnassignSchema = z.object({ partner_firm_id: id(), user_id: id() });

export const partnerFirmMember = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
});
export type PartnerFirmMember = z.infer<typeof partnerFirmMember>;

export const partnerFirm = z.object({
  partner_firm_id: z.string(),
  name: z.string(),
  about: z.string(),
  countries: z.array(z.string()),
  categories: z.array(z.object({ categories_id: z.string(), name: z.string() })),
  languages: z.array(z.string()),
  /** The firm's partners: admins only (the directory leaves them out). */
  members: z.array(partnerFirmMember).optional(),
});
export type PartnerFirm = z.infer<typeof partnerFirm>;

/** A directory row: coverage plus the firm's record of published first answers. */
export const partnerDirectoryEntry = partnerFirm.extend({
  answered: z.number().int(),
  /** Median hours from filing to the first published answer; null before any answer. */
  median_hours: z.number().nullable(),
});
export type PartnerDirectoryEntry = z.infer<typeof partnerDirectoryEntry>;

/** A firm's earnings balance: `partnerFirm/balance {partner_firm_id?}` (its owners, admins). */
export const partnerFirmBalanceSchema = z.object({ partner_firm_id: id().optional() });
export const partnerFirmBalance = z.object({
  partner_firm_id: z.string(),
  name: z.string(),
  balance: z.number().int(),
});
export type PartnerFirmBalance = z.infer<typeof partnerFirmBalance>;
export const partnerFirmBalanceReply = replyWith('partnerFirm', partnerFirmBalance);

export const partnerFirmReply = replyWith('partnerFirm', partnerFirm);
export const partnerFirmListReply = listReplyWith('partnerFirm', partnerFirm);
export const partnerDirectoryReply = listReplyWith('partnerFirm', partnerDirectoryEntry);

/** Payout details (docs/rules/partners.md, "Bank"): IBAN and BIC checked with ibantools. */
export const BANK_TEXTS = {
  holderRequired: 'Please enter the account holder',
  invalidIban: 'Please enter a valid IBAN, like DE89 3704 0044 0532 0130 00',
  invalidBic: 'Please enter a valid BIC, like DEUTDEFF',
  none: 'No payout details yet',
} as const;

const compact = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

export const bankDetailsSchema = z.object({
  partner_firm_id: id().optional(),
  holder: requiredLine(BANK_TEXTS.holderRequired, 200, 'Holder'),
  iban: z
    .string({ error: BANK_TEXTS.invalidIban })
    .max(60, { error: BANK_TEXTS.invalidIban })
    .transform(compact)
    .refine((iban) => isValidIBAN(iban), { error: BANK_TEXTS.invalidIban }),
  bic: z
    .string({ error: BANK_TEXTS.invalidBic })
    .max(20, { error: BANK_TEXTS.invalidBic })
    .transform(compact)
    .refine((bic) => isValidBIC(bic), { error: BANK_TEXTS.invalidBic }),
});
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export const bankGetSchema = z.object({ partner_firm_id: id().optional() });

/** As read back: whole for the firm's owners and admins, else masked (`masked: true`). */
export const bankDetails = z.object({
  partner_firm_id: z.string(),
  firm_name: z.string(),
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  masked: z.boolean(),
  updated_at: z.string(),
});
export type BankDetails = z.infer<typeof bankDetails>;
export const bankReply = replyWith('bank', bankDetails.nullable());
