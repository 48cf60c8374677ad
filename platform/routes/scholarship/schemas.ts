// The scholarship contract as named OpenAPI components, so openapi.json has $refs instead of copies.
import { listOf, scholarshipApplicationInputSchema, scholarshipIntakeSchema } from '@/contract';

const ScholarshipIntakeDoc = scholarshipIntakeSchema.meta({ id: 'ScholarshipIntake' });
export const ScholarshipIntakeListDoc = listOf(ScholarshipIntakeDoc).meta({ id: 'ScholarshipIntakeList' });
export const ScholarshipApplicationInputDoc = scholarshipApplicationInputSchema.meta({
  id: 'ScholarshipApplicationInput',
});
