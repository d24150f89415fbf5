import type { Tx } from '../db/client';
import {
  albumImages,
  albums,
  blogArticles,
  blogFolders,
  elements,
  forms,
  googleReviews,
  news,
  servicePrices,
  services,
} from '../db/schema';
import { slugify } from '../domain/content/slug';
import { salonContent } from './content-salon';
import type { SiteContent } from './content-types';
import { wineContent } from './content-wine';
import type { SeedContext } from './sites';

const DAY = 86_400_000;

/** A day relative to the seeding, at a fixed UTC hour: samples stay fresh whenever the database is created. */
function dayAt(offsetDays: number, hourUtc: number): Date {
  const date = new Date(Date.now() + offsetDays * DAY);
  date.setUTCHours(Math.floor(hourUtc), Math.round((hourUtc % 1) * 60), 0, 0);
  return date;
}

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('\n');

async function seedSiteContent(tx: Tx, siteId: number, content: SiteContent, signature: string): Promise<void> {
  const image = (file: string) => `${siteId}/${file}`;

  await tx.insert(news).values(
    content.news.map((item) => ({
      siteId,
      slug: slugify(item.title),
      title: item.title,
      category: item.category,
      summary: item.summary,
      html: paragraphs(item.summary, signature),
      imageName: item.title,
      imagePath: image(item.image),
      publishedAt: dayAt(-item.daysAgo, 8),
      isPromoted: item.isPromoted ?? false,
      promoteMessage: item.promoteMessage ?? null,
    })),
  );

  await tx
    .insert(blogFolders)
    .values(
      content.blogFolders.map((folder, position) => ({ ...folder, siteId, slug: slugify(folder.title), position })),
    );
  await tx.insert(blogArticles).values(
    content.articles.map((article) => ({
      siteId,
      folderId: article.folderId,
      slug: slugify(article.title),
      title: article.title,
      summary: article.summary,
      html: paragraphs(article.summary, signature),
      author: article.author,
      imageName: article.title,
      imagePath: image(`blog-${slugify(article.title)}.jpg`),
      publishedAt: dayAt(-article.daysAgo, 9),
    })),
  );

  for (const [position, album] of content.albums.entries()) {
    await tx.insert(albums).values({
      id: album.id,
      siteId,
      slug: slugify(album.title),
      title: album.title,
      description: album.description,
      position,
    });
    await tx.insert(albumImages).values(
      album.images.map(([file, name], index) => ({
        siteId,
        albumId: album.id,
        filename: file,
        name,
        alt: name,
        externalPath: image(`album-${file}`),
        position: index,
      })),
    );
  }

  await tx.insert(forms).values(content.forms.map((form) => ({ ...form, siteId })));

  await tx.insert(elements).values([
    ...content.events.map((event, position) => ({
      siteId,
      route: 'evenements',
      slug: slugify(event.title),
      title: event.title,
      summary: event.summary,
      html: paragraphs(event.summary, `Places limitées à ${event.capacity} personnes : inscription obligatoire.`),
      imageName: event.title,
      imagePath: image(`evenement-${event.image}`),
      startsAt: dayAt(event.inDays, 16),
      endsAt: dayAt(event.inDays, 16 + event.hours),
      location: event.location,
      capacity: event.capacity,
      registeredCount: event.registeredCount,
      isRegistrationOpen: true,
      position,
    })),
    ...content.logos.map((logo, position) => ({
      siteId,
      route: 'logo-footer',
      slug: slugify(logo.title),
      title: logo.title,
      imageName: logo.title,
      imagePath: image(logo.image),
      url: logo.url,
      position,
    })),
    ...content.links.map((link, position) => ({
      siteId,
      route: 'link-footer',
      slug: slugify(link.title),
      title: link.title,
      url: link.url,
      position,
    })),
  ]);

  await tx.insert(googleReviews).values(
    content.reviews.map((review) => ({
      siteId,
      author: review.author,
      authorPhoto: image(`avis-${slugify(review.author)}.png`),
      rating: review.rating,
      text: review.text,
      publishedAt: dayAt(-review.daysAgo, 12),
    })),
  );

  for (const [position, service] of content.services.entries()) {
    const [row] = await tx
      .insert(services)
      .values({
        siteId,
        slug: slugify(service.title),
        title: service.title,
        summary: service.summary,
        html: paragraphs(service.summary, 'Tarifs indicatifs, confirmés lors du diagnostic au salon.'),
        imageName: service.title,
        imagePath: image(`prestation-${slugify(service.title)}.jpg`),
        tags: service.tags,
        position,
      })
      .returning({ id: services.id });
    await tx.insert(servicePrices).values(
      service.prices.map(([label, priceCents, durationMinutes, isStartingPrice], index) => ({
        siteId,
        serviceId: row!.id,
        label,
        priceCents,
        durationMinutes,
        isStartingPrice: isStartingPrice ?? false,
        position: index,
      })),
    );
  }
}

/** Seeds the content area of both sample sites (news, blog, albums, forms, elements, reviews, services). */
export async function seedContent(tx: Tx, ctx: SeedContext): Promise<void> {
  await seedSiteContent(
    tx,
    ctx.salonId,
    salonContent,
    'L’équipe de l’Atelier Lumière vous accueille du mardi au samedi, avec ou sans rendez-vous.',
  );
  await seedSiteContent(
    tx,
    ctx.wineId,
    wineContent,
    'Le caveau du Domaine des Coteaux Dorés vous accueille du mardi au samedi, de 10 h à 18 h.',
  );
}
