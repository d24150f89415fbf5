// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/fr.json';
import GlobalError from './global-error';

// Spec §2: when the error screen itself fails (the root layout broke), `app/global-error.tsx` replaces the whole
// document. Rendered here with no provider at all, as Next renders it: its own French <html>, the message of
// messages/fr.json and a plain link home (a full reload: the app around it is what failed).

function renderDocument(): Document {
  const html = renderToStaticMarkup(<GlobalError />);
  return new DOMParser().parseFromString(`<!doctype html>${html}`, 'text/html');
}

describe('the global error screen (spec §2: the error screen itself failing)', () => {
  it('is a French document of its own with the title and the message of messages/fr.json', () => {
    const doc = renderDocument();
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe(messages.errors.title);
    expect(doc.body.textContent).toContain(messages.errors.errorPageFailed);
    expect(messages.errors.errorPageFailed).toBe("Une erreur est survenue lors de l'affichage de la page d'erreur.");
  });

  it('links home with a plain link (a full reload), and runs nothing', () => {
    const doc = renderDocument();
    const links = doc.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/');
    expect(links[0]!.textContent).toBe(messages.errors.backHome);
    expect(doc.querySelector('script, form, button')).toBeNull();
  });
});
