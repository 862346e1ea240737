import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { danishDay } from '@velvet/contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { ToolPanel } from './tool-panel';
import { useToolFields } from './tool-fields';
import { formatDay } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useChangeTours, useTours } from './api/tours';

type Errors = { place?: string; starts_on?: string; ends_on?: string; form?: string };

/**
 * Dashboard: the advertiser's tours. A postcode or a town and two days; each refusal is shown at its field
 * (the place's message under the one box that takes either).
 */
export function ToursControl() {
  const { t, i18n } = useTranslation('tools');
  const state = useTours();
  const { add, remove } = useChangeTours();
  const [errors, setErrors] = useState<Errors>({});
  const busy = add.isPending || remove.isPending;
  const { values, field, clear } = useToolFields({ place: '', starts_on: '', ends_on: '' }, { busy, errors });
  const day = (d: string) => formatDay(d, i18n.language);

  const fail = (failure: unknown) => {
    if (failure instanceof ApiError && Object.keys(failure.errors).length) {
      const e = failure.errors;
      setErrors({
        place: e.zip_code?.[0] ?? e.town?.[0],
        starts_on: e.starts_on?.[0],
        ends_on: e.ends_on?.[0],
        form: e._?.[0],
      });
    } else setErrors({ form: failure instanceof ApiError ? failure.message : t('tours.failed') });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const where = values.place.trim();
    const body = {
      ...(/^\d+$/.test(where) ? { zip_code: where } : where ? { town: where } : {}),
      starts_on: values.starts_on,
      ends_on: values.ends_on,
    };
    add.mutate(body, {
      onSuccess: (answer) => {
        clear();
        toast.success(answer.message);
      },
      onError: fail,
    });
  }

  const today = danishDay(new Date());
  return (
    <ToolPanel panel="tours" query={state} alert={errors.form}>
      {(data) => (
        <div className="mt-4 flex flex-col gap-4">
          {data.length === 0 ? (
            <p className="text-sm text-mist-300">{t('tours.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="tour-list">
              {data.map((tour) => (
                <li key={tour.id} className="flex flex-wrap items-center gap-3 text-sm text-mist-200">
                  <span>
                    {t('tours.tour', {
                      town: tour.city,
                      zip: tour.zip_code,
                      from: day(tour.starts_on),
                      to: day(tour.ends_on),
                    })}
                    {tour.current && (
                      <span className="ml-2 rounded-full bg-emerald-400 px-2 py-0.5 text-xs font-bold uppercase text-night-950">
                        {t('tours.now')}
                      </span>
                    )}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('tours.removeLabel', { town: tour.city })}
                    onClick={() =>
                      remove.mutate(tour.id, {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: fail,
                      })
                    }
                  >
                    {t('tours.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
            <TextField
              label={t('tours.place')}
              hint={t('tours.placeHint')}
              className="w-56"
              {...field('place')}
            />
            <TextField
              type="date"
              label={t('tours.startsOn')}
              min={today}
              className="w-44"
              {...field('starts_on')}
            />
            <TextField
              type="date"
              label={t('tours.endsOn')}
              min={values.starts_on || today}
              className="w-44"
              {...field('ends_on')}
            />
            <Button type="submit" variant="secondary" disabled={busy} className="sm:mt-7">
              {add.isPending && <Spinner />}
              {t('tours.add')}
            </Button>
          </form>
        </div>
      )}
    </ToolPanel>
  );
}
