import { leadReceiptSchema, type CreateLeadInput } from '@app/domain/leads'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

/** A visitor's or a patient's home-visit request (issue 10 §2). */
export const createLead = (input: CreateLeadInput) => api.post('/leads', input, leadReceiptSchema)

export function useCreateLead() {
  return useMutation({ mutationFn: createLead })
}
