import {
  DIGEST_CHOICE_LABELS,
  DIGEST_CHOICES,
  profileUpdateSchema,
  type DigestChoice,
  type Profile,
  type ProfileUpdateBody,
  type ProfileUpdateReply,
} from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Banner, useBanner } from '../../components/banner';
import { SelectField, SwitchField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useAppDispatch } from '../../lib/store';
import { renamed } from '../../session/login-slice';
import { useUpdateProfileMutation } from './profile-api';
import { browserTimeZone, TimeZoneField } from './time-zone-field';

const initialOf = (profile: Profile): ProfileUpdateBody => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone,
  time_zone: profile.time_zone ?? browserTimeZone(),
  mail_requests: profile.mail_requests,
  mail_watch: profile.mail_watch,
  digest: profile.digest,
});

const DIGEST_OPTIONS = DIGEST_CHOICES.map((value) => ({
  value,
  label: DIGEST_CHOICE_LABELS[value],
}));

/**
 * The profile's fields, checked by the contract in the screen's order; the e-mail is shown but not
 * sent. `onCompleted` gets the reply of the save that completed the profile.
 */
export const ProfileForm = ({
  profile,
  onCompleted,
}: {
  profile: Profile;
  onCompleted: (reply: ProfileUpdateReply) => void;
}) => {
  const { banner, show } = useBanner();
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const form = useCheckedForm({
    schema: profileUpdateSchema,
    initial: initialOf(profile),
    warn: show,
    send: async (body) => {
      const reply = await updateProfile(body).unwrap();
      dispatch(renamed(reply.profile.name));
      if (reply.completed) onCompleted(reply);
      else show(reply.message, 'success');
    },
  });
  const values = form.values;

  return (
    <Form noValidate onSubmit={form.submit}>
      <div className="row g-md-3">
        <div className="col-md-6">
          <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
        </div>
        <div className="col-md-6">
          <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
      </div>
      <Form.Group className="mb-3" controlId="profile-email">
        <Form.Label>Email</Form.Label>
        <Form.Control type="email" value={profile.email} readOnly plaintext aria-readonly />
      </Form.Group>
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="With the country's dial code, digits only, for example +447700900123."
        {...form.field('phone')}
      />
      <TimeZoneField {...form.field('time_zone')} />
      <fieldset className="mb-3">
        <legend className="h6">Notification e-mails</legend>
        <SwitchField
          label="E-mail me about my requests"
          hint="Answers, updates, messages, assignments and stale marks. The notifications in GeoRisk stay either way."
          checked={values.mail_requests}
          onChange={(checked) => form.set('mail_requests', checked)}
        />
        <SwitchField
          label="E-mail me watch alerts"
          hint="News about the countries you watch."
          checked={values.mail_watch}
          onChange={(checked) => form.set('mail_watch', checked)}
        />
        <SelectField
          label="Digest e-mail"
          hint="One e-mail with your watched countries, new alerts and request updates; none when nothing happened."
          options={DIGEST_OPTIONS}
          value={values.digest ?? 'off'}
          onChange={(value) => form.set('digest', value as DigestChoice)}
        />
      </fieldset>
      {/* Beside Save, so on a phone the answer shows where the person is, not a screen above. */}
      <Banner banner={banner} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save'}
      </Button>
    </Form>
  );
};
