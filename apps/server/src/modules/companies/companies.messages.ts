import { COMPANY_MESSAGES } from '@georisk/contract';

/** What the company routes answer (docs/rules/companies.md). */
export const COMPANY_TEXTS = {
  created: COMPANY_MESSAGES.created,
  read: 'Company',
  updated: 'Company updated',
  unchanged: 'Nothing to change',
  noCompany: 'You do not belong to a company yet',
  companyNotFound: 'Company',
  listed: 'Members',
  invited: (email: string) => `An invitation has been sent to ${email}`,
  alreadyInvitedMember: (email: string) => `${email} is already a member of this company`,
  roleChanged: 'Role changed',
  removed: 'Member removed',
  left: 'You have left the company',
  memberNotFound: 'Member',
  lastOwner: 'A company needs at least one owner: make another member an owner first',
  removeSelf: 'To leave the company yourself, use Leave company',
  invitation: 'Invitation',
  invitationUnknown: 'This invitation link is not valid. Please ask for a new invitation',
  invitationUsed: 'This invitation has already been used',
  invitationExpired: 'This invitation has expired. Please ask for a new invitation',
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Please log in with that account to accept it`,
  accountExists: (email: string) =>
    `An account already exists for ${email}. Please log in to accept the invitation`,
  signUpNeeded: 'Please log in, or fill in your details to create your account',
  joined: (company: string) => `Welcome to ${company}`,
} as const;
