import type { FeedbackBody } from '@velvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormCard, FormCardSubmit } from '../../../components/ui/form-card';
import { ApiError, serverFieldErrors } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useCreateFeedback } from '../api/create-feedback';

type Values = { name: string; rating: string; message: string };
const MESSAGE_MAX = 2000;

/** Visitors leave a testimonial (name, rating 0–5, message); it shows after an admin approves it. */
export function TestimonialForm({ guid }: { guid: string }) {
  const { t } = useTranslation('catalogue');
  const create = useCreateFeedback();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: { name: '', rating: '5', message: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const body: FeedbackBody = {
      guid,
      name: values.name.trim(),
      rating: Number(values.rating),
      message: values.message.trim(),
    };
    try {
      setSent(await create.mutateAsync(body));
      reset();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of serverFieldErrors(error, values)) setError(field, { message });
      } else {
        setError('root', { message: error instanceof Error ? error.message : t('common:errors.unexpected') });
      }
    }
  });

  return (
    <section aria-labelledby="testimonial-form-title" className="mx-auto max-w-2xl">
      <h2 id="testimonial-form-title" className="text-2xl">
        {t('testimonials.formTitle')}
      </h2>
      <p className="mb-5 mt-1 text-sm text-mist-400">{t('testimonials.formText')}</p>
      {sent && (
        <p
          role="status"
          className="mb-5 rounded-xl border border-emerald-400/40 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-200"
        >
          {sent || t('testimonials.success')}
        </p>
      )}
      <FormCard onSubmit={onSubmit} className="sm:grid-cols-[1fr_13rem]">
        <TextField
          label={t('testimonials.name')}
          autoComplete="nickname"
          maxLength={80}
          error={errors.name?.message}
          {...register('name', {
            validate: (v) => v.trim() !== '' || tMessage('catalogue.errors.name_required'),
          })}
        />
        <SelectField
          label={t('testimonials.ratingLabel')}
          error={errors.rating?.message}
          {...register('rating')}
        >
          {[5, 4, 3, 2, 1, 0].map((n) => (
            <option key={n} value={String(n)}>
              {'★'.repeat(n) || '☆'} {t('testimonials.ratingOption', { count: n })}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('testimonials.message')}
          className="sm:col-span-2"
          rows={4}
          maxLength={MESSAGE_MAX}
          error={errors.message?.message}
          {...register('message', {
            validate: (v) =>
              v.trim() === ''
                ? tMessage('catalogue.errors.message_required')
                : v.length <= MESSAGE_MAX || tMessage('catalogue.errors.message_too_long'),
          })}
        />
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-300 sm:col-span-2">
            {errors.root.message}
          </p>
        )}
        <FormCardSubmit variant="secondary" pending={create.isPending} label={t('testimonials.submit')} />
      </FormCard>
    </section>
  );
}
