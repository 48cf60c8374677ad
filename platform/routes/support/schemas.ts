// The support contract as named OpenAPI components, so openapi.json has $refs instead of copies.
import { supportRequestInputSchema } from '@/contract';

export const SupportRequestInputDoc = supportRequestInputSchema.meta({ id: 'SupportRequestInput' });
