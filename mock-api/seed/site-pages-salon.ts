import { article, intro, type SeedPage } from './site-html';

// The salon's page tree (spec §2 "Sample site routes"): menu pages with sub-pages, a heading-only
// entry, right-fixed pages and the generic screens as CMS pages. `parent` names the parent's slug.

const img = (file: string, alt: string) => ({ src: `/images/1/${file}`, alt });
const layout = (html: string, name = 'Contenu principal') => [{ name, html }];

export const SALON_PAGES: SeedPage[] = [
  {
    slug: 'accueil',
    title: 'Accueil',
    menuTitle: 'Accueil',
    menuIcon: 'house',
    isHome: true,
    metaDescription: 'Atelier Lumière, salon de coiffure et institut de beauté à Lyon 2e.',
    layouts: [
      {
        name: 'Bandeau et présentation',
        html: article(
          'Atelier Lumière, coiffure et beauté au cœur de Lyon',
          'Depuis 2012, notre équipe de six coiffeuses et coiffeurs vous accueille rue Mercière pour révéler la lumière de vos cheveux, avec des soins respectueux et des produits d’origine naturelle.',
          [
            {
              h2: 'Nos savoir-faire',
              list: [
                'Coupes femme et homme, sur cheveux secs ou mouillés',
                'Balayage, ombré et coloration végétale sans ammoniaque',
                'Espace barbier : taille de barbe, rasage à l’ancienne',
                'Solutions contre la perte de cheveux et chevelures de remplacement',
                'Coiffure et maquillage de mariage, à domicile ou au salon',
              ],
            },
            {
              h2: 'Un salon engagé',
              p: [
                'Nous recyclons les cheveux coupés, privilégions les marques françaises et formons chaque année notre équipe aux techniques végétales.',
                'Prenez rendez-vous par téléphone ou passez nous voir : un diagnostic capillaire est toujours offert.',
              ],
              image: img('salon-interieur.jpg', 'L’intérieur lumineux du salon Atelier Lumière'),
            },
          ],
          img('accueil-bandeau.jpg', 'Une coiffeuse réalise un balayage dans le salon'),
          { band: true },
        ),
      },
      {
        name: 'Témoignages',
        html: article('Ils nous font confiance', 'Plus de 400 avis clients, une note moyenne de 4,8 sur 5.', [
          {
            h2: 'Ce qu’en disent nos clientes et clients',
            p: [
              '« Un balayage naturel exactement comme je l’imaginais, et des conseils précieux pour l’entretenir. » — Julie',
              '« Le meilleur rasage à l’ancienne de la ville. » — Karim',
            ],
          },
        ]),
      },
    ],
  },
  {
    slug: 'femme',
    title: 'Femme',
    menuTitle: 'Femme',
    menuIcon: 'person-dress',
    metaDescription: 'Coupe, balayage et coloration végétale pour femme à Lyon.',
    layouts: layout(
      article(
        'Coiffure femme',
        'Coupe, couleur, lumière : chaque prestation commence par un diagnostic de vos cheveux et de vos envies.',
        [
          {
            h2: 'Nos prestations pour elle',
            list: ['Balayage et ombré', 'Coiffure pour femme', 'Coloration végétale', 'Coupe énergétique'],
          },
        ],
      ),
    ),
  },
  {
    slug: 'balayage',
    parent: 'femme',
    title: 'Balayage',
    metaDescription: 'Balayage sur mesure à Lyon : éclaircissement naturel, ombré et patine.',
    layouts: layout(
      article(
        'Balayage sur mesure',
        'Le balayage éclaircit des mèches choisies à main levée pour un effet soleil naturel, sans démarcation à la repousse.',
        [
          {
            h2: 'Comment se déroule un balayage ?',
            p: [
              'Après un diagnostic de votre couleur naturelle, nous peignons les mèches une à une, puis appliquons une patine pour ajuster le reflet.',
              'Comptez entre 2 h 30 et 3 h 30 selon la longueur.',
            ],
          },
          {
            h2: 'Nos techniques',
            list: [
              'Balayage classique',
              'Ombré et sombré',
              'Babylights pour un effet très fin',
              'Patine et gloss de brillance',
            ],
          },
          {
            h2: 'Entretien',
            p: [
              'Un shampooing sans sulfates et un soin violet une fois par semaine préservent le reflet. Un rafraîchissement est conseillé tous les trois à quatre mois.',
            ],
            image: img('balayage.jpg', 'Balayage blond miel sur cheveux longs'),
          },
        ],
      ),
    ),
  },
  {
    slug: 'coiffure-pour-femme',
    parent: 'femme',
    title: 'Coiffure pour femme',
    metaDescription: 'Coupe, brushing et coiffage pour femme au salon Atelier Lumière.',
    layouts: layout(
      article(
        'Coiffure pour femme',
        'Une coupe pensée pour votre visage, votre nature de cheveux et votre quotidien.',
        [
          {
            h2: 'Nos prestations',
            list: [
              'Shampooing, coupe et brushing',
              'Coupe sur cheveux secs',
              'Brushing et mise en plis',
              'Chignon et coiffure de soirée',
            ],
          },
          {
            h2: 'Conseils de coiffage',
            p: [
              'Nous vous montrons comment reproduire votre coiffage chez vous, avec les bons produits et les bons gestes.',
            ],
            image: img('coiffure-femme.jpg', 'Coupe carré plongeant et brushing'),
          },
        ],
      ),
    ),
  },
  {
    slug: 'coloration-vegetale',
    parent: 'femme',
    title: 'Coloration végétale',
    metaDescription: 'Coloration 100 % végétale à Lyon : henné, indigo, plantes tinctoriales.',
    layouts: layout(
      article(
        'Coloration végétale',
        'Des plantes tinctoriales (henné, indigo, cassia) pour couvrir les cheveux blancs et sublimer votre teinte, sans ammoniaque ni oxydant.',
        [
          {
            h2: 'Les bienfaits',
            list: [
              'Cheveux gainés, plus épais et brillants',
              'Respect du cuir chevelu sensible',
              'Reflets naturels et lumineux',
            ],
          },
          {
            h2: 'Déroulement',
            p: [
              'La pâte végétale est préparée à la minute selon votre diagnostic, posée sur cheveux propres puis laissée poser de 45 minutes à 1 h 30.',
            ],
          },
          {
            h2: 'Bon à savoir',
            p: [
              'Une coloration végétale ne permet pas d’éclaircir : pour un effet plus clair, nous l’associons à un balayage.',
            ],
            image: img('coloration-vegetale.jpg', 'Préparation d’une pâte de henné au salon'),
          },
        ],
      ),
    ),
  },
  {
    slug: 'coupe-energetique',
    parent: 'femme',
    title: 'Coupe énergétique',
    metaDescription: 'La coupe énergétique : une coupe mèche à mèche qui redonne vitalité aux cheveux.',
    layouts: layout(
      article(
        'Coupe énergétique',
        'Une coupe réalisée mèche à mèche, sur cheveux secs, qui respecte le sens naturel de la pousse et redonne du volume.',
        [
          {
            h2: 'Pour qui ?',
            p: [
              'Cheveux fins, fatigués, ou qui manquent de tenue : la coupe énergétique allège sans affiner et facilite le coiffage.',
            ],
          },
          {
            h2: 'Le rituel',
            list: [
              'Diagnostic et massage du cuir chevelu',
              'Coupe sur cheveux secs',
              'Soin aux huiles essentielles',
              'Coiffage naturel',
            ],
          },
        ],
      ),
    ),
  },
  {
    slug: 'homme',
    title: 'Homme',
    menuTitle: 'Homme',
    menuIcon: 'person',
    metaDescription: 'Coiffure homme et espace barbier à Lyon.',
    layouts: layout(
      article('Coiffure homme', 'Coupes classiques ou tendance, taille de barbe et rasage : un moment pour vous.', [
        { h2: 'Nos prestations pour lui', list: ['Coiffure homme', 'Espace barbier'] },
      ]),
    ),
  },
  {
    slug: 'coiffure-homme',
    parent: 'homme',
    title: 'Coiffure homme',
    metaDescription: 'Coupe homme aux ciseaux ou à la tondeuse, dégradé et coiffage.',
    layouts: layout(
      article(
        'Coiffure homme',
        'Dégradé américain, coupe aux ciseaux, undercut : nous adaptons la coupe à votre style et à votre temps de coiffage.',
        [
          {
            h2: 'Nos coupes',
            list: [
              'Coupe aux ciseaux',
              'Dégradé à la tondeuse',
              'Coupe enfant (moins de 12 ans)',
              'Camouflage des cheveux blancs',
            ],
          },
          {
            h2: 'Durée',
            p: ['Comptez 30 minutes pour une coupe, 45 minutes avec shampooing et soin.'],
            image: img('coiffure-homme.jpg', 'Coupe homme dégradée aux ciseaux'),
          },
        ],
      ),
    ),
  },
  {
    slug: 'espace-barbier',
    parent: 'homme',
    title: 'Espace barbier',
    metaDescription: 'Taille de barbe et rasage à l’ancienne au coupe-chou à Lyon.',
    layouts: layout(
      article(
        'Espace barbier',
        'Dans un espace dédié, nos barbiers taillent, dessinent et entretiennent votre barbe selon la tradition.',
        [
          {
            h2: 'Le rituel du rasage à l’ancienne',
            list: [
              'Serviette chaude pour ouvrir les pores',
              'Mousse au blaireau',
              'Rasage au coupe-chou',
              'Serviette froide et baume apaisant',
            ],
          },
          {
            h2: 'Taille de barbe',
            p: [
              'Contours au rasoir, mise en forme aux ciseaux et huile nourrissante : votre barbe garde sa ligne plusieurs semaines.',
            ],
            image: img('barbier.jpg', 'Rasage au coupe-chou dans l’espace barbier'),
          },
        ],
      ),
    ),
  },
  {
    slug: 'perte-de-cheveux',
    title: 'Perte de cheveux',
    menuTitle: 'Perte de cheveux',
    menuIcon: 'hand-holding-heart',
    // Heading-only entry: groups the hair-loss pages in the menu, no content of its own.
    isText: true,
  },
  {
    slug: 'chevelures-de-remplacement',
    parent: 'perte-de-cheveux',
    title: 'Chevelures de remplacement',
    metaDescription: 'Perruques, prothèses et compléments capillaires sur mesure, en salon privé.',
    layouts: layout(
      article(
        'Chevelures de remplacement',
        'Perruques en cheveux naturels ou synthétiques, prothèses capillaires : nous vous accompagnons avec discrétion, dans un salon privé.',
        [
          {
            h2: 'Un accompagnement personnalisé',
            p: [
              'Après un premier rendez-vous d’écoute, nous choisissons ensemble la chevelure, puis la coupons et l’ajustons à votre visage.',
              'Nous sommes agréés pour la prise en charge par l’Assurance maladie des prothèses capillaires après un traitement médical.',
            ],
          },
          {
            h2: 'Entretien',
            list: [
              'Lavage et remise en forme au salon',
              'Produits adaptés aux fibres naturelles et synthétiques',
              'Retouches de coupe offertes pendant trois mois',
            ],
          },
        ],
      ),
    ),
  },
  {
    slug: 'complements-capillaires',
    parent: 'perte-de-cheveux',
    title: 'Compléments capillaires',
    metaDescription: 'Compléments capillaires pour densifier une zone clairsemée.',
    layouts: layout(
      article(
        'Compléments capillaires',
        'Un complément capillaire densifie une zone précise (sommet du crâne, raie) tout en gardant vos propres cheveux.',
        [
          {
            h2: 'Pour qui ?',
            p: [
              'Pour les chevelures clairsemées par la génétique, les hormones ou le stress, chez la femme comme chez l’homme.',
            ],
          },
          {
            h2: 'Les étapes',
            list: [
              'Diagnostic et prise d’empreinte',
              'Fabrication sur mesure en trois semaines',
              'Pose et coupe d’intégration',
              'Entretien toutes les quatre à six semaines',
            ],
          },
        ],
      ),
    ),
  },
  {
    slug: 'cure-de-repousse',
    parent: 'perte-de-cheveux',
    title: 'Cure de repousse',
    metaDescription: 'Cure de repousse en salon : soins du cuir chevelu et massages stimulants.',
    layouts: layout(
      article('Cure de repousse', 'Un programme de dix séances pour stimuler le cuir chevelu et freiner la chute.', [
        {
          h2: 'Le programme',
          list: [
            'Analyse du cuir chevelu à la micro-caméra',
            'Gommage et soin aux actifs végétaux',
            'Massage drainant et stimulant',
            'Conseils d’hygiène de vie et de soins à la maison',
          ],
        },
        {
          h2: 'Résultats',
          p: [
            'Les premiers effets sont visibles après six à huit semaines. Un bilan est réalisé à mi-parcours et en fin de cure.',
          ],
        },
      ]),
    ),
  },
  {
    slug: 'spa-du-cheveu',
    title: 'Spa du cheveu',
    menuTitle: 'Spa du cheveu',
    // An SVG of the image service rather than an icon name: inlined through POST /image/load-svg (sanitized).
    menuIcon: '/images/1/icone-spa.svg',
    metaDescription: 'Spa du cheveu à Lyon : rituels de soin et massages crâniens.',
    layouts: layout(
      article(
        'Spa du cheveu',
        'Offrez à vos cheveux et à votre cuir chevelu une parenthèse de détente, inspirée des rituels japonais.',
        [
          {
            h2: 'Nos rituels',
            list: [
              'Rituel découverte (45 min) : diagnostic, bain, massage crânien',
              'Rituel profond (1 h 15) : gommage, masque, modelage du visage et des épaules',
              'Rituel détox (1 h) : argile, vapeur et huiles essentielles',
            ],
          },
          {
            h2: 'Une bulle de calme',
            p: [
              'Fauteuils massants, lumière tamisée et tisane offerte : le spa du cheveu est un espace séparé du salon, pour une détente complète.',
            ],
            image: img('spa-du-cheveu.jpg', 'Bac de lavage massant de l’espace spa'),
          },
        ],
      ),
    ),
  },
  {
    slug: 'coiffure-et-maquillage-de-mariage',
    title: 'Coiffure et maquillage de mariage',
    menuTitle: 'Mariage',
    menuIcon: 'ring',
    metaDescription: 'Coiffure et maquillage de la mariée, essais et forfaits invités.',
    // Spec §3 Page isCustomFooter: this landing page ends with a footer of its own (its last layout), so the shell's
    // footer is not shown on it (features/site-frame/components/page-content.tsx, app/globals.css).
    isCustomFooter: true,
    layouts: [
      {
        name: 'Présentation',
        html: article(
          'Coiffure et maquillage de mariage',
          'Le jour J, nous prenons soin de vous et de vos proches, au salon ou à domicile.',
          [
            {
              h2: 'Nos forfaits',
              list: [
                'Forfait mariée : essai coiffure et maquillage, mise en beauté le jour J',
                'Forfait invités : chignon ou coiffure bohème, maquillage',
                'Déplacement à domicile ou sur le lieu de réception (jusqu’à 50 km)',
              ],
            },
            {
              h2: 'Le déroulement',
              p: [
                'Un premier rendez-vous permet de définir le style, puis un essai complet est réalisé un à deux mois avant le mariage.',
                'Le jour J, nous arrivons deux à trois heures avant la cérémonie.',
              ],
            },
          ],
        ),
      },
      {
        name: 'Galerie des mariées',
        html: article('Nos mariées', 'Quelques-unes des coiffures réalisées ces derniers mois.', [
          {
            h2: 'Chignons et coiffures bohèmes',
            image: img('mariage-chignon.jpg', 'Chignon bas orné de fleurs séchées'),
          },
        ]),
      },
      {
        name: 'Pied de page mariage',
        html: [
          '<footer class="band">',
          '<h2>Votre mariage à l’Atelier Lumière</h2>',
          '<p>Camille et l’équipe vous répondent du mardi au samedi au <a href="tel:+33478421690">04 78 42 16 90</a>.</p>',
          '<p><a href="/nous-contacter#rendez-vous">Demander un essai</a> · <a href="/legal-notice">Mentions légales</a> · <a href="/privacy-policy">Politique de confidentialité</a></p>',
          '</footer>',
        ].join('\n'),
      },
    ],
  },
  {
    slug: 'tarifs-et-prestations',
    title: 'Tarifs et prestations',
    menuTitle: 'Tarifs',
    menuIcon: 'euro-sign',
    cms: { route: 'services' },
    metaDescription: 'Les tarifs du salon Atelier Lumière : coupes, couleurs, soins, barbier et mariage.',
    layouts: layout(
      intro(
        'Tarifs et prestations',
        'Tous nos prix s’entendent toutes taxes comprises. Un devis personnalisé est établi pour les cheveux longs et les prestations sur mesure.',
      ),
    ),
  },
  {
    slug: 'boutique',
    title: 'Boutique',
    menuTitle: 'Boutique',
    menuIcon: 'bag-shopping',
    isFixedOnRight: true,
    isEcommercePage: true,
    cms: { route: 'products' },
    metaDescription: 'Les soins capillaires de l’Atelier Lumière, à retirer au salon.',
    layouts: layout(
      intro(
        'Boutique',
        'Shampooings, soins et huiles sélectionnés par notre équipe, à commander en ligne et à retirer au salon deux heures plus tard.',
      ),
    ),
  },
  {
    slug: 'prendre-rendez-vous',
    title: 'Prendre rendez-vous',
    menuTitle: 'Rendez-vous',
    menuIcon: 'calendar-check',
    isFixedOnRight: true,
    link: { type: 'SELF', url: '/nous-contacter#rendez-vous' },
  },
  {
    slug: 'actualites',
    title: 'Actualités',
    menuTitle: 'Actualités',
    menuIcon: 'newspaper',
    cms: { route: 'news' },
    layouts: layout(intro('Actualités', 'Nouveautés, offres du moment et vie du salon.')),
  },
  {
    slug: 'blog',
    title: 'Blog',
    menuTitle: 'Blog',
    menuIcon: 'pen-nib',
    cms: { route: 'blog' },
    layouts: layout(intro('Le blog de l’Atelier', 'Conseils de soin, tendances et coulisses du salon.')),
  },
  {
    slug: 'galerie',
    title: 'Galerie',
    menuTitle: 'Galerie',
    menuIcon: 'images',
    cms: { route: 'albums' },
    layouts: layout(intro('Galerie', 'Nos réalisations en images : balayages, coupes, mariages.')),
  },
  {
    slug: 'evenements',
    title: 'Événements',
    menuTitle: 'Événements',
    menuIcon: 'calendar-days',
    showInMenu: false,
    cms: { route: 'elements', config: { elementRoute: 'evenements' } },
    layouts: layout(
      intro('Événements', 'Ateliers de coiffage, soirées portes ouvertes et masterclass : inscrivez-vous en ligne.'),
    ),
  },
  {
    slug: 'questionnaire',
    title: 'Questionnaire de diagnostic',
    menuTitle: 'Questionnaire',
    showInMenu: false,
    cms: { route: 'form', config: { formId: 3 } },
    layouts: layout(
      intro(
        'Questionnaire de diagnostic',
        'Répondez à quelques questions sur vos cheveux avant votre premier rendez-vous : nous préparerons votre diagnostic.',
      ),
    ),
  },
  {
    slug: 'avis',
    title: 'Avis clients',
    menuTitle: 'Avis',
    showInMenu: false,
    cms: { route: 'reviews' },
    layouts: layout(intro('Avis clients', 'Les avis laissés par nos clientes et clients sur notre fiche Google.')),
  },
  {
    slug: 'nous-contacter',
    title: 'Nous contacter',
    menuTitle: 'Contact',
    menuIcon: 'envelope',
    cms: { route: 'contact' },
    metaDescription: 'Contactez Atelier Lumière : téléphone, horaires, accès et formulaire de contact.',
    layouts: layout(
      article('Nous contacter', 'Une question, un rendez-vous, un devis mariage ? Écrivez-nous ou appelez le salon.', [
        {
          id: 'rendez-vous',
          h2: 'Prendre rendez-vous',
          p: ['Par téléphone au 04 78 42 16 90, du mardi au samedi, ou directement au salon.'],
        },
        { h2: 'Accès', p: ['12 rue Mercière, 69002 Lyon. Métro Cordeliers (ligne A), parking Grôlée.'] },
      ]),
    ),
  },
  {
    slug: 'offre-printemps',
    title: 'Offre de printemps',
    showInMenu: false,
    // A draft the owner is still writing: hidden from visitors, open to admins in the layout editor.
    isValid: false,
    layouts: layout(
      article('Offre de printemps', 'Brouillon : une remise de 15 % sur les soins du spa du cheveu en avril.', [
        { h2: 'Conditions', p: ['Offre valable du 1er au 30 avril, sur rendez-vous, non cumulable.'] },
      ]),
      'Brouillon',
    ),
  },
];
