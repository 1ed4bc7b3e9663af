/** Contact. */
const ContactPage = () => (
  <main className="container py-5">
    <h1 className="mb-4">Contact</h1>
    <div className="row g-4">
      <section className="col-md-4">
        <h2 className="h5">
          <i className="bi bi-envelope me-2" aria-hidden="true" />
          E-mail
        </h2>
        <p>
          Questions about your account or a report:{' '}
          <a href="mailto:support@georisk.example">support@georisk.example</a>
        </p>
      </section>
      <section className="col-md-4">
        <h2 className="h5">
          <i className="bi bi-building me-2" aria-hidden="true" />
          Corporate and government
        </h2>
        <p>
          Subscriptions, briefings and partnerships:{' '}
          <a href="mailto:partners@georisk.example">partners@georisk.example</a>
        </p>
      </section>
      <section className="col-md-4">
        <h2 className="h5">
          <i className="bi bi-clock me-2" aria-hidden="true" />
          Coverage
        </h2>
        <p>Our analysts watch events around the clock, 24/7, in more than 50 countries.</p>
      </section>
    </div>
  </main>
);

export default ContactPage;
