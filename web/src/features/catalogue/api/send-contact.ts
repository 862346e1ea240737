import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST contact — the home contact form, stored for admins and mailed to support. */
async function sendContact(input: ContactBody): Promise<string> {
  const response = await api<unknown>('contact', { method: 'POST', body: input });
  return response.message;
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
