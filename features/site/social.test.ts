import { describe, expect, it } from 'vitest';
import { discordLink, githubLink, socialLinks, telegramLink } from './social';

describe('telegramLink', () => {
  it.each([
    ['@atelierlumiere', 'https://t.me/atelierlumiere'],
    ['atelierlumiere', 'https://t.me/atelierlumiere'],
    ['https://t.me/atelierlumiere', 'https://t.me/atelierlumiere'],
    ['@abc', null],
    ['javascript:alert(1)', null],
    ['https://evil.example/t.me', null],
    ['@atelier/../x', null],
  ])('%s → %s', (value, expected) => expect(telegramLink(value)).toBe(expected));
});

describe('discordLink', () => {
  it.each([
    ['https://discord.gg/coteauxdores', 'https://discord.gg/coteauxdores'],
    ['https://discord.com/invite/abc123', 'https://discord.com/invite/abc123'],
    ['coteauxdores', 'https://discord.gg/coteauxdores'],
    ['https://discord.gg.evil.example/x', null],
    ['javascript:alert(1)', null],
    ['//discord.gg/x', null],
  ])('%s → %s', (value, expected) => expect(discordLink(value)).toBe(expected));
});

describe('githubLink', () => {
  it.each([
    ['coteaux-dores/carnet-de-cave', 'https://github.com/coteaux-dores/carnet-de-cave'],
    ['coteaux-dores', 'https://github.com/coteaux-dores'],
    ['https://github.com/coteaux-dores/carnet-de-cave', 'https://github.com/coteaux-dores/carnet-de-cave'],
    ['https://user:pass@github.com/x', null],
    ['https://gist.evil.example/x', null],
    ['a/b/c', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (value, expected) => expect(githubLink(value)).toBe(expected));
});

describe('socialLinks', () => {
  it('lists every network the parameters hold, in order, the link networks first', () => {
    expect(
      socialLinks({
        GITHUB_REPOSITORY: 'coteaux-dores/carnet-de-cave',
        TELEGRAM_AT: '@atelierlumiere',
        DISCORD_SERVER: 'coteauxdores',
        FACEBOOK_URL: 'https://www.facebook.com/coteauxdores',
        TIKTOK_URL: ' https://www.tiktok.com/@coteauxdores ',
      }).map((link) => [link.network, link.url]),
    ).toEqual([
      ['FACEBOOK', 'https://www.facebook.com/coteauxdores'],
      ['TIKTOK', 'https://www.tiktok.com/@coteauxdores'],
      ['TELEGRAM', 'https://t.me/atelierlumiere'],
      ['DISCORD', 'https://discord.gg/coteauxdores'],
      ['GITHUB', 'https://github.com/coteaux-dores/carnet-de-cave'],
    ]);
  });

  it('leaves out empty values and anything that is not a web link', () => {
    expect(
      socialLinks({
        FACEBOOK_URL: 'javascript:alert(1)',
        INSTAGRAM_URL: '//evil.example',
        TELEGRAM_AT: '',
        YOUTUBE_URL: null,
      }),
    ).toEqual([]);
  });
});
