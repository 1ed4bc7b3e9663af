import { useAppSelector } from '../../app/store';
import { selectUser } from '../../session/login-slice';
import { LandingPage } from './landing-page';

/** `/` and `/dashboard` (spec §2): the landing page, or the incident manager when logged in. */
export const HomePage = () => {
  const user = useAppSelector(selectUser);
  if (user) {
    return (
      <main className="container py-4">
        <h1 className="h3">Welcome back, {user.name}</h1>
      </main>
    );
  }
  return <LandingPage />;
};
