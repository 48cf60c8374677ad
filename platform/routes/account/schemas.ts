// The account contract's answers as named OpenAPI components.
import {
  accountClosedSchema,
  emailChangeAcceptedSchema,
  emailChangeRevertedSchema,
  signInListSchema,
  signInSchema,
  signInsEndedSchema,
} from '@/contract';
import { z } from 'zod';

const SignInDoc = signInSchema.meta({
  id: 'SignIn',
  description: 'One live sign-in: when, and the device as far as its User-Agent tells.',
});
export const SignInListDoc = signInListSchema.extend({ items: z.array(SignInDoc) }).meta({ id: 'SignInList' });
export const SignInsEndedDoc = signInsEndedSchema.meta({ id: 'SignInsEnded' });
export const EmailChangeAcceptedDoc = emailChangeAcceptedSchema.meta({ id: 'EmailChangeAccepted' });
export const EmailChangeRevertedDoc = emailChangeRevertedSchema.meta({ id: 'EmailChangeReverted' });
export const AccountClosedDoc = accountClosedSchema.meta({ id: 'AccountClosed' });

/** The request's client address, as the trusted proxy header names it (per-address limits). */
export type ClientAddress = (headers: Headers) => string | undefined;
