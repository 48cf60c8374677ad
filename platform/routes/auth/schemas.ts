// The auth contract's answers as named OpenAPI components, so openapi.json has $refs instead of copies.
import {
  authDataSchema,
  recoveryAcceptedSchema,
  refreshedTokensSchema,
  registrationAcceptedSchema,
  userSchema,
} from '@/contract';

export const UserDoc = userSchema.meta({ id: 'User' });
export const AuthDataDoc = authDataSchema
  .extend({ user: UserDoc })
  .meta({ id: 'AuthData', description: 'Tokens, their expiry and the learner.' });
export const RefreshedTokensDoc = refreshedTokensSchema.meta({ id: 'RefreshedTokens' });
export const RecoveryAcceptedDoc = recoveryAcceptedSchema.meta({ id: 'RecoveryAccepted' });
export const RegistrationAcceptedDoc = registrationAcceptedSchema.meta({ id: 'RegistrationAccepted' });

export const bearer = [{ bearerAuth: [] }];
