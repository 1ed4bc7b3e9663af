import { ApiTokensCard } from '../features/api-tokens/api-tokens-card';
import ProfilePage from '../features/account/profile-page';

/**
 * /menu/profile: the profile's cards and, last, the API tokens, so everyone signed in (a solo
 * customer, a partner) reaches their personal tokens (docs/rules/api-tokens.md).
 */
const ProfileScreen = () => (
  <ProfilePage>
    <ApiTokensCard />
  </ProfilePage>
);

export default ProfileScreen;
