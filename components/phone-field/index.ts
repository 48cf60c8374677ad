// The phone field: import it only from client forms that need it, so its code loads only on their pages.
export { PhoneField } from './phone-field';
export type { PhoneValidity } from '@/lib/phone';
