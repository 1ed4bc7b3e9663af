import { CONSULTING_AREAS, LANDING_CLAIMS } from '@georisk/contract';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { selectUser } from '../../session/login-slice';

/** `/` and `/dashboard` (spec §2): the landing page, or the incident manager when logged in. */
export const HomePage = () => {
  const user = useAppSelector(selectUser);
  if (user) {
    return (
      <main className="container py-4">
        <h1 className="h3">Welcome back, {user.name}</h1>
        <Link to={paths.menu.incident}>Your incident requests</Link>
      </main>
    );
  }
  return (
    <main>
      <section className="hero py-5 text-white">
        <div className="container py-lg-4">
          <h1 className="display-5 fw-bold">Know the risk before it reaches you.</h1>
          <p className="lead col-lg-8">
            GeoRisk turns geopolitical events into clear, factor-by-factor risk answers for
            citizens, companies and governments.
          </p>
          <Link to={paths.register} className="btn btn-warning btn-lg">
            Ask your first question
          </Link>
          <ul className="list-unstyled d-flex flex-wrap gap-4 mt-4 mb-0">
            {LANDING_CLAIMS.map((claim) => (
              <li key={claim.label}>
                <span className="h3 fw-bold d-block mb-0">{claim.value}</span>
                {claim.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="areas-title">
        <h2 id="areas-title" className="h3 mb-4">
          Consulting areas
        </h2>
        <ul className="row list-unstyled g-3">
          {CONSULTING_AREAS.map((area) => (
            <li key={area} className="col-sm-6 col-lg-3">
              <div className="border rounded p-3 h-100">{area}</div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
};
