import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frTranslator } from '@/tests/intl';
import { emailField, newPasswordRule, profileFields, requiredText, ruleIssues } from './rules';

const forms = frTranslator('forms');
const auth = frTranslator('auth');
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('the shared form rules', () => {
  it('requiredText trims, then requires and limits', () => {
    const text = requiredText(forms, 5);
    expect(text.parse('  abc ')).toBe('abc');
    expect(messages(text.safeParse('   '))).toEqual({ '': 'Ce champ est obligatoire.' });
    expect(messages(text.safeParse('abcdef'))).toEqual({ '': 'Ce champ ne doit pas dépasser 5 caractères.' });
  });

  it('emailField checks the trimmed address', () => {
    expect(emailField(forms).parse(' lea@exemple.fr ')).toBe('lea@exemple.fr');
    expect(messages(emailField(forms).safeParse('lea@'))).toEqual({ '': 'Cette adresse e-mail est invalide.' });
  });

  it("the profile fields and the registration rules' codes land on their fields, worded from auth.rules", () => {
    const schema = z
      .object(profileFields(forms))
      .superRefine((_, ctx) => ruleIssues({ firstname: 'nameInvalid' }, ctx, auth));
    const result = schema.safeParse({
      firstname: 'L3a',
      lastname: ' ',
      email: 'lea@exemple.fr',
      phone: '0'.repeat(31),
    });
    expect(messages(result)).toEqual({
      lastname: 'Ce champ est obligatoire.',
      phone: 'Ce champ ne doit pas dépasser 30 caractères.',
      firstname: auth('rules.nameInvalid'),
    });
  });

  it('newPasswordRule: the password rule first, then the confirmation once typed', () => {
    const schema = z
      .object({ next: z.string(), again: z.string() })
      .superRefine(newPasswordRule({ password: 'next', confirm: 'again' }, auth, 'Différent.'));
    expect(messages(schema.safeParse({ next: 'court', again: 'autre' }))).toEqual({
      next: auth('rules.passwordTooShort'),
    });
    expect(messages(schema.safeParse({ next: 'Reinitialise-2026', again: 'Reinitialise-2027' }))).toEqual({
      again: 'Différent.',
    });
    expect(messages(schema.safeParse({ next: 'Reinitialise-2026', again: '' }))).toEqual({});
    expect(schema.safeParse({ next: 'Reinitialise-2026', again: 'Reinitialise-2026' }).success).toBe(true);
  });
});
