import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The home contact form (SPEC §2): "Select Services" is free text, sent as `service`. */
export type ContactInput = { name: string; email: string; service: string; message: string };

/** POST contact — stored for admins and mailed to support (DESIGN §5). */
export async function sendContact(input: ContactInput): Promise<string> {
  const response = await api<unknown>('contact', { method: 'POST', body: input });
  return response.message;
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
