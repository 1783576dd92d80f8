/** The error envelope of both APIs (msw's JSON body generic wants a `type`, not an `interface`). */
export type ErrorEnvelope = { success: false; data: null; message: string; errors: string[] };

/** The body the server answers a refusal with, for MSW handlers: the message, also as the only error. */
export const errorEnvelope = (message: string): ErrorEnvelope => ({
  success: false,
  data: null,
  message,
  errors: [message],
});
