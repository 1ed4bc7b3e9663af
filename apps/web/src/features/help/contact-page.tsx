import type { ReactNode } from 'react';

/** One way to reach us: an icon, a heading and what it is for. */
const ContactWay = ({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children: ReactNode;
}) => (
  <section className="col-md-4">
    <h2 className="h5">
      <i className={`bi bi-${icon} me-2`} aria-hidden="true" />
      {title}
    </h2>
    <p>{children}</p>
  </section>
);

/** Contact. */
const ContactPage = () => (
  <main className="container py-5">
    <h1 className="mb-4">Contact</h1>
    <div className="row g-4">
      <ContactWay icon="envelope" title="E-mail">
        Questions about your account or a report:{' '}
        <a href="mailto:support@georisk.example">support@georisk.example</a>
      </ContactWay>
      <ContactWay icon="building" title="Corporate and government">
        Subscriptions, briefings and partnerships:{' '}
        <a href="mailto:partners@georisk.example">partners@georisk.example</a>
      </ContactWay>
      <ContactWay icon="clock" title="Coverage">
        Our analysts watch events around the clock, 24/7, in more than 50 countries.
      </ContactWay>
    </div>
  </main>
);

export default ContactPage;
