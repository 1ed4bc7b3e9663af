import type { Profile } from '@georisk/contract';

/**
 * Where the profile shows the member's company card (DESIGN section 12, "Profile"). The card comes
 * with the companies feature; until then a person has no company and nothing is shown.
 */
export const ProfileCompanySlot = (_props: { profile: Profile }) => null;
