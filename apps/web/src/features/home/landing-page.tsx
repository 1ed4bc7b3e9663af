import { CONSULTING_AREAS, LANDING_CLAIMS } from '@georisk/contract/constants';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AREA_DETAILS, IMPACT_EXAMPLES } from './landing-content';
import { NewsSection } from './news-section';
import { RiskMapSection } from './risk-map-section';

/** What a visitor sees first. */
export const LandingPage = () => (
  <main>
    <section className="hero py-5 text-white">
      <div className="container py-lg-4">
        <h1 className="display-5 fw-bold">Know the risk before it reaches you.</h1>
        <p className="lead col-lg-8">
          Ask GeoRisk about a conflict, an election, a border or a cyber threat. Our analysts answer
          factor by factor — Green, Yellow or Red — so you can decide what to do next.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.register} className="btn btn-warning btn-lg">
            Ask your first question
          </Link>
          <Link to={paths.login} className="btn btn-outline-light btn-lg">
            Login
          </Link>
        </div>
        <ul
          className="list-unstyled d-flex flex-wrap gap-5 mt-5 mb-0"
          aria-label="GeoRisk in numbers"
        >
          {LANDING_CLAIMS.map((claim) => (
            <li key={claim.label}>
              <span className="display-6 fw-bold d-block text-warning">{claim.value}</span>
              {claim.label}
            </li>
          ))}
        </ul>
      </div>
    </section>

    <NewsSection />

    <RiskMapSection />

    <section className="bg-body-tertiary py-5" aria-labelledby="areas-title">
      <div className="container">
        <h2 id="areas-title" className="h3 mb-4">
          Eight consulting areas
        </h2>
        <ul className="row list-unstyled g-3 mb-0">
          {CONSULTING_AREAS.map((area) => (
            <li key={area} className="col-sm-6 col-lg-3">
              <div className="bg-white rounded p-3 h-100 shadow-sm">
                <i
                  className={`bi bi-${AREA_DETAILS[area].icon} fs-3 text-primary`}
                  aria-hidden="true"
                />
                <h3 className="h6 mt-2">{area}</h3>
                <p className="small mb-0 text-body-secondary">{AREA_DETAILS[area].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>

    <section className="container py-5" aria-labelledby="impact-title">
      <h2 id="impact-title" className="h3 mb-4">
        What an answer changes
      </h2>
      <div className="row g-4">
        {IMPACT_EXAMPLES.map((example) => (
          <article key={example.who} className="col-md-4">
            <i className={`bi bi-${example.icon} fs-3 text-primary`} aria-hidden="true" />
            <p className="text-uppercase small fw-semibold text-body-secondary mt-2 mb-1">
              {example.who}
            </p>
            <h3 className="h5">{example.title}</h3>
            <p className="mb-0">{example.text}</p>
          </article>
        ))}
      </div>
    </section>

    <section className="cta py-5 text-center text-white" aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title" className="h3">
          Ask your first question today.
        </h2>
        <p className="mb-4">Sign up, activate with the code we e-mail you, and ask away.</p>
        <Link to={paths.register} className="btn btn-warning btn-lg">
          Sign up
        </Link>
      </div>
    </section>
  </main>
);
