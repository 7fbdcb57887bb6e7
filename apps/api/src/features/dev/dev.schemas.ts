import { z } from 'zod'

/** Every channel the development adapters write to the outbox (the table's check allows exactly these). */
export const outboxChannels = ['sms', 'email', 'push'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

export const outboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      // A channel missing here made the whole answer a 500 once a push message was written (issue 41 §5).
      channel: z.enum(outboxChannels),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
})
