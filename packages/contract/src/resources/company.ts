import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import {
  email,
  id,
  optionalLine,
  personName,
  phoneNumber,
  requiredLine,
  strongPassword,
} from '../fields.js';
import { MESSAGES } from '../messages.js';

/**
 * Companies, their members and invitations (DESIGN section 12, docs/rules/companies.md): a
 * customer creates a company and owns it; owners and admins invite by e-mail; a user belongs to at
 * most one company.
 */
export const COMPANY_KINDS = ['Corporate', 'Government'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];
export const MEMBER_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** An invitation link lives this long and works once. */
export const INVITATION_DAYS = 7;

export const COMPANY_MESSAGES = {
  name: 'Please enter the company name',
  kind: 'Please choose whether the company is Corporate or Government',
  domain: 'Please enter a domain such as example.com, or leave it empty',
  role: 'Please choose a role: owner, admin, member or viewer',
  token: 'This invitation link is not valid',
  created: 'Companies Registered Successfully.',
} as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Keys in the order the form checks them. */
export const companyFormSchema = z.object({
  name: requiredLine(COMPANY_MESSAGES.name, MAX_LENGTH.name, 'Company name'),
  kind: z.enum(COMPANY_KINDS, { error: COMPANY_MESSAGES.kind }),
  country: countryCode,
  domain: optionalLine(MAX_LENGTH.name, 'Domain')
    .transform((value) => value.toLowerCase())
    .refine((value) => value === '' || DOMAIN.test(value), { error: COMPANY_MESSAGES.domain })
    .optional(),
});
export type CompanyForm = z.input<typeof companyFormSchema>;
export const companyInsertSchema = companyFormSchema;
export const companyUpdateSchema = companyFormSchema.extend({ company_id: id() });
/** Without `company_id`, the caller's own company. */
export const companyGetSchema = z.object({ company_id: id().optional() });

export const memberRole = z.enum(MEMBER_ROLES, { error: COMPANY_MESSAGES.role });

export const memberListSchema = z.object({ company_id: id().optional() });
export const memberInviteSchema = z.object({ email, role: memberRole });
export type MemberInviteForm = z.input<typeof memberInviteSchema>;
export const memberSetRoleSchema = z.object({ user_id: id(), role: memberRole });
export const memberRemoveSchema = z.object({ user_id: id() });
export const memberLeaveSchema = z.object({});

/** 32 random bytes, base64url: 43 characters. */
const token = z
  .string({ error: COMPANY_MESSAGES.token })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: COMPANY_MESSAGES.token });
export const invitationGetSchema = z.object({ token });
/** A logged-in caller sends the token alone; a visitor signs up with the other fields. */
export const invitationSignUpSchema = z.object({
  token,
  firstName: personName(MESSAGES.invalidFirstName),
  lastName: personName(MESSAGES.invalidLastName),
  phone: phoneNumber,
  password: strongPassword,
});
export type InvitationSignUpForm = z.input<typeof invitationSignUpSchema>;
export const invitationAcceptSchema = invitationSignUpSchema.partial().required({ token: true });

export const company = z.object({
  company_id: z.string(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  country: z.string(),
  domain: z.string().nullable(),
  created_at: z.string(),
  /** The caller's role in it. */
  role: z.enum(MEMBER_ROLES),
  /** Members must sign in with a second factor (`company/requireMfa`). */
  require_mfa: z.boolean(),
});
export type Company = z.infer<typeof company>;

export const member = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  joined_at: z.string(),
});
export type Member = z.infer<typeof member>;

export const pendingInvitation = z.object({
  invitation_id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expires_at: z.string(),
  invited_by: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** What a link's holder learns: which company invites which address, as which role. */
export const invitationView = z.object({
  company: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expires_at: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const companyReply = replyWith('company', company);
/** Pending invitations come with the members, for owners and admins only (empty otherwise). */
export const memberListReply = listReplyWith('member', member).extend({
  invitations: z.array(pendingInvitation),
});
export const memberReply = replyWith('member', member);
export const invitationReply = replyWith('invitation', invitationView);
export const invitationSentReply = replyWith('invitation', pendingInvitation);
