import {
  CHECKIN_ANSWER_LABELS,
  CHECKIN_ANSWERS,
  checkinRespondSchema,
  type CheckinAnswer,
  type CheckinResponse,
} from '@georisk/contract';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../components/form/form-fields';
import { MessageScreen } from '../../components/message-screen';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { formatDateTime } from '../../lib/format-date';
import { useRespondCheckinMutation } from './checkin-respond-api';

const isAnswer = (value: string | null): value is CheckinAnswer =>
  CHECKIN_ANSWERS.includes(value as CheckinAnswer);
const other = (answer: CheckinAnswer): CheckinAnswer => (answer === 'safe' ? 'help' : 'safe');

/** What was recorded, the note, and (while open) changing either. */
const Recorded = ({
  response,
  token,
  save,
  show,
}: {
  response: CheckinResponse;
  token: string;
  save: (body: { answer: CheckinAnswer; note: string }) => Promise<void>;
  show: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: checkinRespondSchema,
    initial: { note: response.note },
    prepare: (v) => ({ token, answer: response.answer, note: v.note, change: true }),
    warn: show,
    send: (body) => save({ answer: body.answer, note: body.note ?? '' }),
  });
  const safe = response.answer === 'safe';
  return (
    <>
      <p className="lead text-break">
        {response.asked_by} asked whether you are safe, {response.name}.
      </p>
      {response.message && <p className="text-break">Their message: {response.message}</p>}
      <div className={`alert alert-${safe ? 'success' : 'danger'}`} role="status">
        <strong>Your answer: {CHECKIN_ANSWER_LABELS[response.answer]}</strong>
        <div className="small">Recorded {formatDateTime(response.answered_at)}</div>
        {!safe && (
          <div className="mt-2">
            Your company can see that you need help. If you are in immediate danger, call the local
            emergency number.
          </div>
        )}
      </div>
      {response.open ? (
        <>
          <Form noValidate onSubmit={form.submit} aria-label="Add a note">
            <TextField
              label="Note (optional)"
              rows={3}
              maxLength={2000}
              hint="Where you are, what you need: your company sees it with your answer."
              {...form.field('note')}
            />
            <Button type="submit" disabled={form.busy}>
              Save note
            </Button>
          </Form>
          <hr />
          <Button
            variant={safe ? 'outline-danger' : 'outline-success'}
            onClick={() => void save({ answer: other(response.answer), note: form.values.note })}
          >
            Change my answer to “{CHECKIN_ANSWER_LABELS[other(response.answer)]}”
          </Button>
        </>
      ) : (
        <p>This check-in is closed.</p>
      )}
    </>
  );
};

/**
 * /checkin?token=…&answer=safe|help: the page a check-in mail's link opens, without a login
 * (docs/rules/checkins.md). It sends the link's answer once; if one was recorded already it
 * shows that one (a replayed link changes nothing); the buttons change it deliberately.
 */
const CheckinRespondPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkAnswer = params.get('answer');
  // A sentence after a save or a refusal, read out by screen readers (role="status").
  const [said, show] = useState<string | null>(null);
  const [respond, sending] = useRespondCheckinMutation();
  const [response, setResponse] = useState<CheckinResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token || !isAnswer(linkAnswer)) return;
    sent.current = true;
    respond({ token, answer: linkAnswer })
      .unwrap()
      .then((reply) => setResponse(reply.checkin))
      .catch((failure: unknown) => setRefusal(failureText(failure)));
  }, [respond, token, linkAnswer]);

  const save = async (body: { answer: CheckinAnswer; note: string }) => {
    try {
      const reply = await respond({ token, ...body, change: true }).unwrap();
      setResponse(reply.checkin);
      show(reply.message);
    } catch (failure) {
      show(failureText(failure));
    }
  };

  const body = () => {
    if (!token || !isAnswer(linkAnswer) || refusal) {
      const text = refusal ?? 'This link is not valid. Please open the link from your e-mail again';
      return <MessageScreen message={text} actions={[{ label: 'Home', to: paths.home }]} />;
    }
    if (!response) return <p>Recording your answer…</p>;
    return <Recorded response={response} token={token} save={save} show={show} />;
  };
  // A page of its own rather than the sign-in layout: its banner and brand image would tie this
  // page's files to the landing page's (docs/rules/checkins.md, "Landing budget").
  return (
    <main className="container py-4" style={{ maxWidth: '40rem' }} aria-busy={sending.isLoading}>
      <Link to={paths.home} className="d-inline-block mb-3 text-decoration-none fw-bold">
        GeoRisk
      </Link>
      <h1 className="h3">Are you safe?</h1>
      <p role="status" className={said ? 'alert alert-info' : 'visually-hidden'}>
        {said}
      </p>
      {body()}
    </main>
  );
};

export default CheckinRespondPage;
