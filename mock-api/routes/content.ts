import { z } from 'zod';
import { idParams } from '../../lib/platform/schemas/common';
import {
  albumListQuerySchema,
  albumListSchema,
  albumSchema,
  arianeItemSchema,
  blogArticleSchema,
  blogFolderListSchema,
  blogFolderSchema,
  blogListQuerySchema,
  contactBodySchema,
  contactResponseSchema,
  customFormSchema,
  elementItemParamsSchema,
  elementListQuerySchema,
  elementListSchema,
  elementParamsSchema,
  elementSchema,
  formSubmitBodySchema,
  formSubmitResponseSchema,
  newsItemSchema,
  newsListQuerySchema,
  newsListSchema,
  registerElementBodySchema,
  registerElementResponseSchema,
  reviewListSchema,
  reviewsQuerySchema,
  serviceListQuerySchema,
  serviceListSchema,
  serviceSchema,
} from '../../lib/platform/schemas/content';
import { getAlbum, listAlbums } from '../domain/content/albums';
import { articleBreadcrumb, folderBreadcrumb, getArticle, getFolder, listFolder } from '../domain/content/blog';
import { sendContactMessage } from '../domain/content/contact';
import { getElement, listElements, registerToElement } from '../domain/content/elements';
import { getForm, submitForm } from '../domain/content/forms';
import { decoyId, honeypotFilled } from '../domain/content/honeypot';
import { contactMessages, formAnswers } from '../db/schema';
import { getNews, listNews } from '../domain/content/news';
import { perWindow } from '../domain/rate-limit-rules';
import { limitRequest } from '../domain/rate-limits';
import { listReviews } from '../domain/content/reviews';
import { getService, listServices } from '../domain/content/services';
import { defineRoute, reply, type AnyRoute } from '../http/route';
import { t } from '../i18n';

const LIST_CONVENTIONS =
  'List conventions of spec §7: nbItem, page, orderBy (`field`, `-field` or `field:desc`), per-field filters with lk:, df:, lt:, lte:, gt:, gte: or equality; empty values are skipped.';

// ---------- News ----------

const newsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/news',
    tag: 'News',
    summary: 'Published news, newest first, 10 per page; `promoted=true` returns the promoted item.',
    description: `${LIST_CONVENTIONS} Filters: title, slug, category, publishedAt, isPromoted. With \`promoted=true\` the answer is \`{ news: [item], total: 1 }\` holding the newest promoted news (or \`{ news: [], total: 0 }\`); its \`promoteMessage\` is the banner text. News published in the future are not listed.`,
    query: newsListQuerySchema,
    response: newsListSchema,
    handler: ({ db, site, query, config }) => listNews(db, site.id, query, config.now(), config.imageBaseUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/news/{id}',
    tag: 'News',
    summary: 'One published news item (for its detail page).',
    params: idParams,
    response: newsItemSchema,
    handler: ({ db, site, params, config }) => getNews(db, site.id, params.id, config.now(), config.imageBaseUrl),
  }),
];

// ---------- Blog ----------

const blogListDescription = `The folder (\`folder\`: the virtual root with id null when no id is given), its sub-folders (\`folders\`) and a page of articles (\`articles\`, \`total\`; 12 per page, newest first). At the root: every article of the blog; inside a folder: the articles of that folder and its sub-folders. ${LIST_CONVENTIONS} Article filters: title, slug, author, publishedAt, folderId.`;

const blogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/blog/folder/list',
    tag: 'Blog',
    summary: 'The blog root: top folders and every article, 12 per page.',
    description: blogListDescription,
    query: blogListQuerySchema,
    response: blogFolderListSchema,
    handler: ({ db, site, query, config }) => listFolder(db, site.id, null, query, config.imageBaseUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/blog/folder/list/{id}',
    tag: 'Blog',
    summary: 'A folder: its sub-folders and its articles (sub-folders included), 12 per page.',
    description: blogListDescription,
    params: idParams,
    query: blogListQuerySchema,
    response: blogFolderListSchema,
    handler: ({ db, site, params, query, config }) => listFolder(db, site.id, params.id, query, config.imageBaseUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/blog/folder/ariane/{id}',
    tag: 'Blog',
    summary:
      "A folder's breadcrumb from the root down to it: `[{ id, url, name }]`, url being the `<slug>-<id>` segment.",
    params: idParams,
    response: z.array(arianeItemSchema),
    handler: ({ db, site, params }) => folderBreadcrumb(db, site.id, params.id),
  }),
  ...['/blog/folder/', '/blog/folder'].map((path) =>
    defineRoute({
      method: 'get',
      path,
      tag: 'Blog',
      summary: 'The blog root as a folder (id null, title « Blog ») with its top folders.',
      response: blogFolderSchema,
      handler: ({ db, site }) => getFolder(db, site.id, null),
    }),
  ),
  defineRoute({
    method: 'get',
    path: '/blog/folder/{id}',
    tag: 'Blog',
    summary: 'One folder with its sub-folders and breadcrumb.',
    params: idParams,
    response: blogFolderSchema,
    handler: ({ db, site, params }) => getFolder(db, site.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/blog/ariane/{id}',
    tag: 'Blog',
    summary: "An article's breadcrumb: its folders from the root, then the article itself.",
    params: idParams,
    response: z.array(arianeItemSchema),
    handler: ({ db, site, params }) => articleBreadcrumb(db, site.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/blog/{id}',
    tag: 'Blog',
    summary: 'One article.',
    params: idParams,
    response: blogArticleSchema,
    handler: ({ db, site, params, config }) => getArticle(db, site.id, params.id, config.imageBaseUrl),
  }),
];

// ---------- Albums ----------

const albumRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/album',
    tag: 'Albums',
    summary: 'The albums with their images, 100 per page: `{ albums, total }`.',
    description: `${LIST_CONVENTIONS} Filters: title, slug. Default order: the site's order.`,
    query: albumListQuerySchema,
    response: albumListSchema,
    handler: ({ db, site, query, config }) => listAlbums(db, site.id, query, config.imageBaseUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/album/{id}',
    tag: 'Albums',
    summary: 'One album: id and images (id, filename, name, alt, onlineImage { id, externalPath, url }).',
    params: idParams,
    response: albumSchema,
    handler: ({ db, site, params, config }) => getAlbum(db, site.id, params.id, config.imageBaseUrl),
  }),
];

// ---------- Forms ----------

const formRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/forms/{id}',
    tag: 'Forms',
    summary: 'A custom form and its fields (text, email, tel, number, textarea, select, radio, checkbox, date, file).',
    params: idParams,
    response: customFormSchema,
    handler: ({ db, site, params }) => getForm(db, site.id, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/forms/{id}/submit',
    tag: 'Forms',
    summary: 'Submits an answer (multipart): 201 `{ id }` and a French message.',
    description:
      "One form key per field name, or one key `answers` holding the JSON-encoded object of all values (spec §7). Checkboxes: true/false. Files go under the file field's name, or under `image` (one) / `images` (several) meaning the form's first file field; accepted types are the field's `accept` within spec §5 media types + pdf (wrong type 415, over 5 MB for images / 10 MB otherwise 413). Every field is checked against the form before anything is written: refusals are 400 with per-field messages in `data.errors`, and no file is kept. " +
      `Anti-automation, per client address: submissions ${perWindow('formSubmitAddress')}, files ${perWindow('formUploadAddress')} (429, \`data.retryAfter\`, Retry-After); a filled \`website_url\` (a honeypot the form hides from people) gets the usual 201 but nothing is stored, kept or sent.`,
    params: idParams,
    body: formSubmitBodySchema,
    bodyType: 'multipart',
    response: formSubmitResponseSchema,
    async handler(ctx) {
      const { db, site, config, params, body, files } = ctx;
      await limitRequest(ctx, [{ rule: 'formSubmitAddress' }, { rule: 'formUploadAddress', weight: files.length }]);
      // A robot: the usual answer, no file written, nothing stored or sent.
      if (honeypotFilled(body)) return reply(await decoyId(db, formAnswers), t('content.formSubmitted'), 201);
      const saved = await submitForm(db, site, config, params.id, body, files);
      return reply(saved, t('content.formSubmitted'), 201);
    },
  }),
];

// ---------- Elements ----------

const elementRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/element/{route}',
    tag: 'Elements',
    summary: 'The elements of a route (events, logo-footer, link-footer…), 24 per page: `{ items, total }`.',
    description: `${LIST_CONVENTIONS} Filters: title, slug, location, startsAt, endsAt. Default order: the site's order, then start date. A route without elements is an empty list. Footer lists: \`logo-footer\` items carry \`image\` (and \`url\`), \`link-footer\` items carry \`url\`.`,
    params: elementParamsSchema,
    query: elementListQuerySchema,
    response: elementListSchema,
    handler: ({ db, site, params, query, config }) =>
      listElements(db, site.id, params.route, query, config.now(), config.imageBaseUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/element/{route}/{id}',
    tag: 'Elements',
    summary: 'One element of a route.',
    params: elementItemParamsSchema,
    response: elementSchema,
    handler: ({ db, site, params, config }) =>
      getElement(db, site.id, params.route, params.id, config.now(), config.imageBaseUrl),
  }),
  defineRoute({
    method: 'post',
    path: '/element/{route}/{id}/register',
    tag: 'Elements',
    summary:
      'Registers to an event: body { firstname, lastname, email, phone?, seats 1..10 }; 201 `{ id, seats, remainingSeats }`.',
    description:
      'Seats are taken atomically: two registrations can never exceed the capacity. Refused with 409 and a French message when registration is closed, the event has started, it is full, or fewer seats are left than asked (then `data.remainingSeats`). A confirmation mail goes to the registrant (outbox). ' +
      `Since it mails any address: ${perWindow('elementRegisterAddress')} per client address and ${perWindow('elementRegisterEmail')} per e-mail (429, \`data.retryAfter\`, Retry-After).`,
    params: elementItemParamsSchema,
    body: registerElementBodySchema,
    response: registerElementResponseSchema,
    async handler(ctx) {
      const { db, site, params, body, config } = ctx;
      await limitRequest(ctx, [
        { rule: 'elementRegisterAddress' },
        { rule: 'elementRegisterEmail', target: body.email },
      ]);
      const { title, ...saved } = await registerToElement(db, site, params.route, params.id, body, config.now());
      return reply(saved, t('content.registrationConfirmed', { title, seats: saved.seats }), 201);
    },
  }),
];

// ---------- Reviews, contact, services ----------

const otherRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/google/reviews',
    tag: 'Reviews',
    summary:
      'Reviews from the maps service, newest first, with their average rating: `{ reviews, total, averageRating }`.',
    description: `\`from\` (yyyy-mm-dd) keeps the reviews published on or after that day; \`total\` and \`averageRating\` (one decimal) cover the matching reviews. ${LIST_CONVENTIONS} Filters: rating, author, publishedAt. 100 per page by default.`,
    query: reviewsQuerySchema,
    response: reviewListSchema,
    handler: ({ db, site, query, config }) => listReviews(db, site.id, query, config.imageBaseUrl),
  }),
  defineRoute({
    method: 'post',
    path: '/message',
    tag: 'Contact',
    summary: 'Sends a contact message: 201 `{ id }` and a French message.',
    description:
      'Body { firstname, lastname, email, phone?, subject (≤ 200), message (≤ 5000), consent: true, website_url? }. The message is stored for the site and a copy is sent to the company (COMPANY_EMAIL, outbox). ' +
      `Anti-automation: ${perWindow('messageAddress')} per client address and ${perWindow('messageEmail')} per sender e-mail (429, \`data.retryAfter\`, Retry-After); a filled \`website_url\` (a honeypot the form hides from people) gets the usual 201 but nothing is stored or sent.`,
    body: contactBodySchema,
    response: contactResponseSchema,
    async handler(ctx) {
      const { db, site, body, config } = ctx;
      await limitRequest(ctx, [{ rule: 'messageAddress' }, { rule: 'messageEmail', target: body.email }]);
      // A robot: the usual answer, nothing stored or sent.
      if (honeypotFilled(body)) return reply(await decoyId(db, contactMessages), t('content.messageSent'), 201);
      return reply(await sendContactMessage(db, site, body, config.now()), t('content.messageSent'), 201);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/service',
    tag: 'Services',
    summary: 'The services and their prices, 100 per page: `{ services, total }`; `tag` is a comma list (any of them).',
    description: `${LIST_CONVENTIONS} Filters: title, slug. Prices are in euros with 2 decimals; \`isStartingPrice\` means « à partir de ».`,
    query: serviceListQuerySchema,
    response: serviceListSchema,
    handler: ({ db, site, query, config }) => listServices(db, site.id, query, config.imageBaseUrl),
  }),
  defineRoute({
    method: 'get',
    path: '/service/{id}',
    tag: 'Services',
    summary: 'One service with its tags and prices.',
    params: idParams,
    response: serviceSchema,
    handler: ({ db, site, params, config }) => getService(db, site.id, params.id, config.imageBaseUrl),
  }),
];

/** The content calls of spec §7; specific paths come before parameterised ones. */
export const contentRoutes: AnyRoute[] = [
  ...newsRoutes,
  ...blogRoutes,
  ...albumRoutes,
  ...formRoutes,
  ...elementRoutes,
  ...otherRoutes,
];
