import { z } from 'zod';
import type { Translate } from '@/lib/forms/translate';
import { emailField, PROFILE_LIMITS, requiredText } from '@/lib/forms/rules';

/** The contract's bounds (registerElementBodySchema): 1 to 10 seats, fewer when fewer are left. */
export const MAX_SEATS = 10;
export const seatsOffered = (remainingSeats: number | null) =>
  Math.max(1, Math.min(MAX_SEATS, remainingSeats ?? MAX_SEATS));

export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  seats: string;
}
export const EMPTY_REGISTRATION: RegisterValues = { firstname: '', lastname: '', email: '', phone: '', seats: '1' };
export const REGISTER_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'seats'] as const;

const PHONE = /^\+?[0-9 .()-]{6,30}$/;

/** The registration form's rules (the contract's, in French): `forms` and `elements.register` translators. */
export function registerSchema(forms: Translate, register: Translate, maxSeats: number) {
  return z.object({
    firstname: requiredText(forms, PROFILE_LIMITS.name),
    lastname: requiredText(forms, PROFILE_LIMITS.name),
    email: emailField(forms),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || PHONE.test(phone), { error: forms('phone') }),
    seats: z.string().refine((seats) => /^\d+$/.test(seats) && Number(seats) >= 1 && Number(seats) <= maxSeats, {
      error: register('seatsRange', { max: maxSeats }),
    }),
  });
}
