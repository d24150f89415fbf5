/**
 * Every social network the site's parameters can hold (spec §3 "Content and misc", seeds' catalogue): the `…_URL`
 * links, and the three given as an identifier — TELEGRAM_AT (`@name`), DISCORD_SERVER (an invite) and
 * GITHUB_REPOSITORY (`owner/repo`) — each turned into its https address. Only https/http links to the network
 * leave here (owner data: never a javascript: or protocol-relative URL). Pure, unit-tested in social.test.ts.
 */

type Parameters = Readonly<Record<string, string | null | undefined>>;

/** The networks given as a full link, in their footer order. */
export const LINK_NETWORKS = [
  'FACEBOOK',
  'INSTAGRAM',
  'YOUTUBE',
  'TWITTER',
  'LINKEDIN',
  'PINTEREST',
  'TIKTOK',
] as const;
/** The networks given as an identifier (or a link), after them. */
export const HANDLE_NETWORKS = ['TELEGRAM', 'DISCORD', 'GITHUB'] as const;

export type LinkNetwork = (typeof LINK_NETWORKS)[number];
export type HandleNetwork = (typeof HANDLE_NETWORKS)[number];
export type SocialNetwork = LinkNetwork | HandleNetwork;

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const value = (parameters: Parameters, key: string) => parameters[key]?.trim() || null;

/** A web address as given (http or https, no credentials), else null. */
export function webLink(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text || !/^https?:\/\//i.test(text)) return null;
  try {
    const parsed = new URL(text);
    return parsed.username || parsed.password ? null : text;
  } catch {
    return null;
  }
}

/** A link of one of the network's own hosts, else null (`https://t.me/…` for Telegram). */
function linkOn(text: string, hosts: readonly string[]): string | null {
  const link = webLink(text);
  if (!link) return null;
  const host = new URL(link).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? link : null;
}

/** TELEGRAM_AT: `@atelier`, `atelier` or a t.me link → `https://t.me/atelier` (Telegram names: 5–32 of a-z, 0-9, _). */
export function telegramLink(at: string | null): string | null {
  if (!at) return null;
  if (/^https?:/i.test(at)) return linkOn(at, ['t.me', 'telegram.me']);
  const name = /^@?([A-Za-z][A-Za-z0-9_]{4,31})$/.exec(at)?.[1];
  return name ? `https://t.me/${name}` : null;
}

/** DISCORD_SERVER: an invite link (discord.gg, discord.com) or the invite code alone → `https://discord.gg/<code>`. */
export function discordLink(server: string | null): string | null {
  if (!server) return null;
  if (/^https?:/i.test(server)) return linkOn(server, ['discord.gg', 'discord.com']);
  return /^[A-Za-z0-9-]{2,32}$/.test(server) ? `https://discord.gg/${server}` : null;
}

/** GITHUB_REPOSITORY: a github.com link, or `owner/repo` (or `owner` alone) → `https://github.com/owner/repo`. */
export function githubLink(repository: string | null): string | null {
  if (!repository) return null;
  if (/^https?:/i.test(repository)) return linkOn(repository, ['github.com']);
  return /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[\w.-]{1,100})?$/.test(repository)
    ? `https://github.com/${repository}`
    : null;
}

/** The site's social links, in a fixed order: the `…_URL` networks, then Telegram, Discord and GitHub. */
export function socialLinks(parameters: Parameters): SocialLink[] {
  const links: (SocialLink | null)[] = LINK_NETWORKS.map((network) => {
    const url = webLink(value(parameters, `${network}_URL`));
    return url ? { network, url } : null;
  });
  const handles: [HandleNetwork, string | null][] = [
    ['TELEGRAM', telegramLink(value(parameters, 'TELEGRAM_AT'))],
    ['DISCORD', discordLink(value(parameters, 'DISCORD_SERVER'))],
    ['GITHUB', githubLink(value(parameters, 'GITHUB_REPOSITORY'))],
  ];
  for (const [network, url] of handles) links.push(url ? { network, url } : null);
  return links.filter((link): link is SocialLink => link !== null);
}

export const isHandleNetwork = (network: SocialNetwork): network is HandleNetwork =>
  (HANDLE_NETWORKS as readonly string[]).includes(network);
