import { Link } from 'react-router';
import { paths } from '../../config/paths';

const QUESTIONS = [
  {
    q: 'What is an incident request?',
    a: 'A question about a risk, for example whether it is safe to travel somewhere or how a conflict affects a supply route. You choose who you are asking as (Citizen, Corporate, Government or Global) and the kind of question, then describe it in your own words.',
  },
  {
    q: 'Who answers it, and how?',
    a: 'A GeoRisk analyst rates every factor of the question’s area Green, Yellow or Red and writes a short explanation for each. You are e-mailed when the report is ready.',
  },
  {
    q: 'How do I activate my account?',
    a: 'After signing up we e-mail a 4-digit code. Enter it on the activation screen; you can ask for a new code after a minute if it did not arrive. Codes expire after 10 minutes.',
  },
  {
    q: 'I forgot my password.',
    a: 'Use “Forget Password” on the login screen. If the address has an account, we e-mail a link that works once within 30 minutes.',
  },
  {
    q: 'What do the risk badges on articles mean?',
    a: 'Severe (red) needs attention now, High Risk (amber) and Medium Risk (blue) are worth watching, Risk (grey) is background, and Low Risk (green) is reassuring news.',
  },
];

/** Help. */
const HelpPage = () => (
  <main className="container py-5">
    <h1 className="mb-4">Help</h1>
    <div className="col-lg-9">
      {QUESTIONS.map((item) => (
        <section key={item.q} className="mb-4">
          <h2 className="h5">{item.q}</h2>
          <p>{item.a}</p>
        </section>
      ))}
      <p>
        Still stuck? <Link to={paths.contact}>Contact us</Link>.
      </p>
    </div>
  </main>
);

export default HelpPage;
