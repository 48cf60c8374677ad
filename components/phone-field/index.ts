// The phone field: import it only from client forms that need it, so its code loads only on their pages.
export { PhoneField, type PhoneFieldProps } from './phone-field';
export type { PhoneValidity, PhoneMode } from '@/lib/phone';
