import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormCard, FormCardSubmit } from '../../../components/ui/form-card';
import { serverFieldErrors } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSendContact } from '../api/send-contact';
import type { ContactBody as ContactInput } from '@velvet/contract';
import { SectionHeading } from './section-heading';

/** Same rule as the server: a name, an @, a dot and a TLD of 2+ letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * The home contact block, wired to POST /api/contact; on error the visitor's text stays in place.
 * The rules mirror the contract's contactBody with its message ids; zod itself is left out of the
 * home page's JavaScript (budget), and the server validates with the schema anyway.
 */
export default function ContactSection() {
  const { t } = useTranslation('catalogue');
  const send = useSendContact();
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactInput>({
    defaultValues: { name: '', email: '', service: '', message: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await send.mutateAsync(values);
      toast.success(message || t('contact.success'));
      reset();
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, values)) setError(field, { message });
      toast.error(error instanceof Error ? error.message : t('common:errors.unexpected'));
    }
  });

  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-3xl">
      <SectionHeading id="contact-title" title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <FormCard onSubmit={onSubmit} className="sm:grid-cols-2 sm:p-8">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', {
            validate: (v) => v.trim() !== '' || tMessage('catalogue.errors.name_required'),
          })}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', {
            validate: (v) =>
              v.trim() === ''
                ? tMessage('catalogue.errors.email_required')
                : EMAIL_PATTERN.test(v.trim()) || tMessage('catalogue.errors.email_invalid'),
          })}
        />
        <TextField
          label={t('contact.services')}
          className="sm:col-span-2"
          placeholder={t('contact.servicesPlaceholder')}
          error={errors.service?.message}
          {...register('service')}
        />
        <TextAreaField
          label={t('contact.message')}
          className="sm:col-span-2"
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
        <FormCardSubmit className="w-full sm:w-auto" pending={send.isPending} label={t('contact.send')} />
      </FormCard>
    </section>
  );
}
