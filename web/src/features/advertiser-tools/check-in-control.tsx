import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  ErrorMessage,
  SelectField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { ToolPanel } from './tool-panel';
import { useToolFields } from './tool-fields';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useChangeCheckIn, useCheckIn } from './api/check-in';

const CONTACT_NAME_ID = 'emergency-contact-name';
const START_NEEDS_ID = 'check-in-needs-contact';

type Errors = Partial<
  Record<'contact_name' | 'contact_email' | 'minutes' | 'note' | 'contact' | 'form', string>
>;

/**
 * Dashboard: the safety check-in. The emergency contact first (they confirm by an emailed link), then a
 * check-in for a meeting, ended with "I'm safe"; run out, it alerts the contact with the note.
 */
export function CheckInControl() {
  const { t, i18n } = useTranslation('tools');
  const state = useCheckIn();
  const { setContact, start, end } = useChangeCheckIn();
  const [errors, setErrors] = useState<Errors>({});
  const busy = setContact.isPending || start.isPending || end.isPending;
  const { values, field, clear } = useToolFields(
    {
      contact_name: '',
      contact_email: '',
      contact_language: i18n.language === 'da' ? 'da' : 'en',
      minutes: '60',
      note: '',
    },
    { busy, errors },
  );
  const data = state.data;

  const fail = (failure: unknown) => {
    if (failure instanceof ApiError && Object.keys(failure.errors).length) {
      const e = failure.errors;
      setErrors({
        contact_name: e.name?.[0],
        contact_email: e.email?.[0],
        minutes: e.minutes?.[0],
        note: e.note?.[0],
        contact: e.emergency_contact?.[0],
        form: e._?.[0],
      });
    } else setErrors({ form: failure instanceof ApiError ? failure.message : t('checkIn.failed') });
  };
  const done = (answer: { message: string }) => toast.success(answer.message);

  function saveContact(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setContact.mutate(
      {
        name: values.contact_name,
        email: values.contact_email,
        language: values.contact_language as 'en' | 'da',
      },
      { onSuccess: done, onError: fail },
    );
  }

  function startCheckIn(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    start.mutate(
      { minutes: Number(values.minutes), note: values.note },
      {
        onSuccess: (answer) => {
          clear('note');
          done(answer);
        },
        onError: fail,
      },
    );
  }

  const running = data?.check_in && !data.check_in.fired_at ? data.check_in : null;
  // The alert goes to a confirmed contact only: until there is one, "Start" is off and says what is missing.
  const missing = !data?.contact ? 'noContact' : data.contact.confirmed ? null : 'unconfirmed';
  const toContactForm = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const name = document.getElementById(CONTACT_NAME_ID);
    name?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    name?.focus({ preventScroll: true });
  };
  const fired = data?.check_in?.fired_at ?? null;
  return (
    <ToolPanel panel="checkIn" query={state} alert={errors.form}>
      {(data) => (
        <div className="mt-4 flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <h3 className="text-lg text-mist-100">{t('checkIn.contactTitle')}</h3>
            {data.contact && (
              <p aria-live="polite" className="text-sm text-mist-200" data-testid="contact-state">
                {data.contact.confirmed
                  ? t('checkIn.contactConfirmed', { name: data.contact.name, email: data.contact.email })
                  : t('checkIn.contactWaiting', { name: data.contact.name, email: data.contact.email })}
              </p>
            )}
            <form onSubmit={saveContact} noValidate className="flex flex-wrap items-start gap-3">
              <TextField
                id={CONTACT_NAME_ID}
                label={t('checkIn.contactName')}
                className="w-56"
                {...field('contact_name')}
              />
              <TextField
                type="email"
                label={t('checkIn.contactEmail')}
                className="w-64"
                {...field('contact_email')}
              />
              <SelectField
                label={t('checkIn.contactLanguage')}
                {...field('contact_language')}
                options={[
                  { value: 'da', label: t('checkIn.danish') },
                  { value: 'en', label: t('checkIn.english') },
                ]}
                className="w-40"
              />
              <Button type="submit" variant="secondary" disabled={busy} className="sm:mt-7">
                {t(data.contact ? 'checkIn.changeContact' : 'checkIn.saveContact')}
              </Button>
            </form>
          </div>

          {running ? (
            <div className="flex flex-col gap-3">
              <p aria-live="polite" className="text-mist-100" data-testid="check-in-state">
                {t('checkIn.running', { time: formatDateTime(running.due_at, i18n.language) })}
              </p>
              <div>
                <Button
                  disabled={busy}
                  onClick={() => end.mutate(undefined, { onSuccess: done, onError: fail })}
                >
                  {end.isPending && <Spinner />}
                  {t('checkIn.safe')}
                </Button>
              </div>
            </div>
          ) : (
            <form onSubmit={startCheckIn} noValidate className="flex flex-col gap-3">
              {fired && (
                <p role="status" className="text-sm text-champagne-300">
                  {t('checkIn.fired', { time: formatDateTime(fired, i18n.language) })}
                </p>
              )}
              <WholeNumberField
                label={t('checkIn.minutes')}
                hint={t('checkIn.minutesHint')}
                min={15}
                max={720}
                className="w-44"
                {...field('minutes')}
              />
              <TextAreaField
                label={t('checkIn.note')}
                hint={t('checkIn.noteHint')}
                rows={3}
                {...field('note')}
              />
              <ErrorMessage message={errors.contact} />
              {missing && (
                <p
                  id={START_NEEDS_ID}
                  data-testid="check-in-needs-contact"
                  className="text-sm text-champagne-300"
                >
                  {t(`checkIn.${missing}`)}{' '}
                  <a
                    href={`#${CONTACT_NAME_ID}`}
                    onClick={toContactForm}
                    className="font-semibold text-rose-300 underline underline-offset-4 hover:text-rose-400"
                  >
                    {t(missing === 'noContact' ? 'checkIn.toContact' : 'checkIn.toChangeContact')}
                  </a>
                </p>
              )}
              <div>
                <Button
                  type="submit"
                  disabled={busy || missing !== null}
                  aria-describedby={missing ? START_NEEDS_ID : undefined}
                >
                  {start.isPending && <Spinner />}
                  {t('checkIn.start')}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </ToolPanel>
  );
}
