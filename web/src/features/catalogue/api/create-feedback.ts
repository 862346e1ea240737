import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST feedback — a testimonial, pending until an admin approves it. */
async function createFeedback(input: FeedbackBody): Promise<string> {
  const response = await api<unknown>('feedback', { method: 'POST', body: input });
  return response.message;
}

export const useCreateFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    // The new testimonial stays hidden until approved, but the list may have changed meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
};
