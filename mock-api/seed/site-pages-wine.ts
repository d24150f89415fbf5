import { article, intro, type SeedPage } from './site-html';

// The wine estate's page tree: home, the estate with two sub-pages, the wine list and the boxes
// (a filtered product list), news, blog, gallery, events and contact.

const img = (file: string, alt: string) => ({ src: `/images/2/${file}`, alt });

export const WINE_PAGES: SeedPage[] = [
  {
    slug: 'accueil',
    title: 'Accueil',
    menuTitle: 'Accueil',
    isHome: true,
    metaDescription:
      'Domaine des Coteaux Dorés, vins d’Anjou en agriculture biologique à Rochefort-sur-Loire, au cœur de la vallée du Layon.',
    layouts: [
      {
        name: 'Bandeau et présentation',
        html: article(
          'Domaine des Coteaux Dorés',
          'Quatre générations de vignerons sur les coteaux du Layon : des chenins ciselés, secs ou liquoreux, et des cabernets francs soyeux, cultivés en agriculture biologique.',
          [
            {
              h2: 'Le domaine en quelques chiffres',
              list: [
                '14 hectares en Anjou, sur les schistes de la vallée du Layon',
                '9 appellations, du Rosé d’Anjou au Quarts de Chaume Grand Cru',
                'Agriculture biologique certifiée depuis 2009',
                'Vendanges manuelles par tries successives pour les liquoreux',
              ],
            },
            {
              h2: 'Commander nos vins',
              p: [
                'Expédition partout en France par cartons de 6 bouteilles, livraison offerte dès 24 bouteilles ou 200 € d’achat, ou retrait gratuit au caveau sous 48 heures.',
              ],
              image: img('caveau.jpg', 'Le caveau de dégustation du domaine'),
            },
          ],
          img('vignes-automne.jpg', 'Les vignes du domaine aux couleurs de l’automne'),
          { band: true },
        ),
      },
    ],
  },
  {
    slug: 'le-domaine',
    title: 'Le domaine',
    menuTitle: 'Le domaine',
    metaDescription: 'L’histoire et les vignes du Domaine des Coteaux Dorés.',
    layouts: [
      {
        name: 'Contenu principal',
        html: article(
          'Le domaine',
          'Une exploitation familiale attachée à ses terroirs et à une viticulture respectueuse du vivant.',
          [
            {
              h2: 'Nos engagements',
              list: [
                'Labour des sols et enherbement naturel',
                'Aucun désherbant ni insecticide de synthèse',
                'Levures indigènes et sulfitage minimal',
              ],
            },
          ],
        ),
      },
    ],
  },
  {
    slug: 'notre-histoire',
    parent: 'le-domaine',
    title: 'Notre histoire',
    // The page's own script (spec §3 link.jsCode): the estate has a consent banner, so it runs only once the
    // visitor accepted every service (features/owner-code page-script.tsx); it marks the page as read.
    jsCode: "document.documentElement.dataset.histoireLue = 'oui';",
    layouts: [
      {
        name: 'Contenu principal',
        html: article('Notre histoire', 'De la première parcelle achetée en 1921 au domaine d’aujourd’hui.', [
          {
            h2: '1921, les débuts',
            p: [
              'Louis Morel achète une parcelle de chenin au lieu-dit Les Coteaux, sur les hauteurs de Rochefort-sur-Loire, et vend son vin au négoce angevin.',
            ],
          },
          {
            h2: '1978, la mise en bouteille au domaine',
            p: [
              'Son petit-fils Henri décide de vinifier et de mettre en bouteille toute la récolte, et ouvre le premier caveau de dégustation.',
            ],
          },
          {
            h2: 'Aujourd’hui',
            p: [
              'Étienne et Claire Morel conduisent le domaine en agriculture biologique depuis 2009 et accueillent les visiteurs toute l’année.',
            ],
            image: img('famille-morel.jpg', 'Étienne et Claire Morel dans le chai'),
          },
        ]),
      },
    ],
  },
  {
    slug: 'nos-vignes',
    parent: 'le-domaine',
    title: 'Nos vignes',
    layouts: [
      {
        name: 'Contenu principal',
        html: article(
          'Nos vignes',
          'Des sols de schistes et de grès exposés au sud, au-dessus du Layon, qui donnent aux vins leur minéralité et leur fraîcheur.',
          [
            {
              h2: 'Nos parcelles',
              list: [
                'Quarts de Chaume Grand Cru : 3 ha de chenin blanc',
                'Coteaux du Layon : 2,5 ha de chenin blanc',
                'Savennières, sur la rive droite de la Loire : 1,8 ha de chenin blanc',
                'Anjou et Anjou Villages : 6,7 ha de cabernet franc, de cabernet sauvignon et de grolleau',
              ],
            },
            {
              h2: 'Le travail à la vigne',
              p: [
                'Taille courte, ébourgeonnage et vendanges à la main en petites caisses : chaque geste vise des raisins parfaitement sains.',
              ],
            },
          ],
        ),
      },
    ],
  },
  {
    slug: 'nos-vins',
    title: 'Nos vins',
    menuTitle: 'Nos vins',
    isFixedOnRight: true,
    isEcommercePage: true,
    cms: { route: 'products' },
    metaDescription:
      'Nos vins de Loire : Anjou, Savennières, Coteaux du Layon, chenin blanc, cabernet franc et crémant.',
    layouts: [
      {
        name: 'Introduction',
        html: intro(
          'Nos vins',
          'Blancs, rouges et crémants du domaine, du millésime le plus récent aux vieux millésimes de notre cave, en demi-bouteille, bouteille et magnum.',
        ),
      },
    ],
  },
  {
    slug: 'coffrets',
    title: 'Coffrets',
    menuTitle: 'Coffrets',
    isEcommercePage: true,
    cms: { route: 'products', config: { filters: { kind: 'BOX' } } },
    layouts: [
      { name: 'Introduction', html: intro('Coffrets', 'Des coffrets prêts à offrir pour découvrir nos appellations.') },
    ],
  },
  {
    slug: 'actualites',
    title: 'Actualités',
    menuTitle: 'Actualités',
    cms: { route: 'news' },
    layouts: [
      { name: 'Introduction', html: intro('Actualités', 'Vendanges, nouveaux millésimes et rendez-vous au caveau.') },
    ],
  },
  {
    slug: 'blog',
    title: 'Blog',
    menuTitle: 'Blog',
    cms: { route: 'blog' },
    layouts: [
      {
        name: 'Introduction',
        html: intro('Carnet de vigne', 'Accords mets et vins, garde et service, vie du domaine au fil des saisons.'),
      },
    ],
  },
  {
    slug: 'galerie',
    title: 'Galerie',
    menuTitle: 'Galerie',
    cms: { route: 'albums' },
    layouts: [{ name: 'Introduction', html: intro('Galerie', 'Le domaine en images, de la taille aux vendanges.') }],
  },
  {
    slug: 'evenements',
    title: 'Événements',
    menuTitle: 'Événements',
    cms: { route: 'elements', config: { elementRoute: 'evenements' } },
    layouts: [
      {
        name: 'Introduction',
        html: intro('Événements', 'Dégustations, portes ouvertes et dîners vignerons : inscrivez-vous en ligne.'),
      },
    ],
  },
  {
    slug: 'nous-contacter',
    title: 'Nous contacter',
    menuTitle: 'Contact',
    cms: { route: 'contact' },
    layouts: [
      {
        name: 'Contenu principal',
        html: article('Nous contacter', 'Le caveau vous accueille pour une dégustation gratuite, du lundi au samedi.', [
          {
            h2: 'Venir au domaine',
            p: [
              '8 chemin des Vignes, 49190 Rochefort-sur-Loire, à 20 km au sud d’Angers par la D751. Parking devant le caveau.',
            ],
          },
        ]),
      },
    ],
  },
];
