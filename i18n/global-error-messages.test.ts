import { describe, expect, it } from 'vitest';
import messages from '@/messages/fr.json';
import { globalErrorMessages } from './global-error-messages';

describe('the global error screen’s strings', () => {
  it('are exactly those of messages/fr.json (errors namespace)', () => {
    for (const [key, value] of Object.entries(globalErrorMessages)) {
      expect(value, `errors.${key}`).toBe(messages.errors[key as keyof typeof messages.errors]);
    }
  });
});
