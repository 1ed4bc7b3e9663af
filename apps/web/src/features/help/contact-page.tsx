import type { ReactNode } from 'react';

/** The ways to reach us: an icon, a heading and what each is for. */
const WAYS: { icon: string; title: string; text: ReactNode }[] = [
  {
    icon: 'envelope',
    title: 'E-mail',
    text: (
      <>
        Questions about your account or a report:{' '}
        <a href="mailto:support@georisk.example">support@georisk.example</a>
      </>
    ),
  },
  {
    icon: 'building',
    title: 'Corporate and government',
    text: (
      <>
        Subscriptions, briefings and partnerships:{' '}
        <a href="mailto:partners@georisk.example">partners@georisk.example</a>
      </>
    ),
  },
  {
    icon: 'clock',
    title: 'Coverage',
    text: 'Our analysts watch events around the clock, 24/7, in more than 50 countries.',
  },
];

/** Contact. */
const ContactPage = () => (
  <main className="container py-5">
    <h1 className="mb-4">Contact</h1>
    <div className="row g-4">
      {WAYS.map(({ icon, title, text }) => (
        <section key={title} className="col-md-4">
          <h2 className="h5">
            <i className={`bi bi-${icon} me-2`} aria-hidden="true" />
            {title}
          </h2>
          <p>{text}</p>
        </section>
      ))}
    </div>
  </main>
);

export default ContactPage;
