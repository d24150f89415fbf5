import type { SiteContent } from './content-types';

// Content of site 2, « Domaine des Coteaux Dorés », wine estate.

export const wineContent: SiteContent = {
  news: [
    {
      title: 'Portes ouvertes au domaine',
      category: 'Événements',
      summary:
        'Le premier week-end de décembre, visitez nos chais et dégustez toute la gamme, millésime 2024 en avant-première.',
      daysAgo: 1,
      isPromoted: true,
      promoteMessage: 'Portes ouvertes le premier week-end de décembre : dégustation offerte !',
      image: 'news-portes-ouvertes.jpg',
    },
    {
      title: 'Vendanges : une belle récolte',
      category: 'Vie du domaine',
      summary:
        'Raisins sains, belle maturité et des degrés équilibrés : les vendanges manuelles se sont achevées dans la bonne humeur.',
      daysAgo: 30,
      image: 'news-vendanges.jpg',
    },
    {
      title: 'Notre Coteaux du Layon médaillé d’or',
      category: 'Distinctions',
      summary:
        'Notre Coteaux du Layon « Grains Nobles » décroche une médaille d’or au Concours Général Agricole de Paris.',
      daysAgo: 60,
      image: 'news-medaille-or.jpg',
    },
    {
      title: 'Le domaine certifié en agriculture biologique',
      category: 'Vie du domaine',
      summary:
        'Après trois ans de conversion, l’ensemble de nos 14 hectares est désormais certifié en agriculture biologique.',
      daysAgo: 120,
      image: 'news-bio.jpg',
    },
    {
      title: 'Les coffrets de Noël sont arrivés',
      category: 'Boutique',
      summary: 'Trois coffrets découverte, avec ou sans étui bois, à offrir ou à s’offrir pour les fêtes.',
      daysAgo: 8,
      image: 'news-coffrets-noel.jpg',
    },
  ],

  blogFolders: [
    {
      id: 4,
      parentId: null,
      title: 'Le journal du domaine',
      description: 'La vie de la vigne et du chai, au fil des saisons.',
    },
  ],
  articles: [
    {
      folderId: 4,
      title: 'Les secrets de vinification de notre rouge',
      summary: 'Vendanges manuelles, cuvaison longue et élevage de douze mois en fûts de chêne.',
      daysAgo: 10,
      author: 'Antoine Delorme',
    },
    {
      folderId: 4,
      title: 'Accords mets et vins pour les fêtes',
      summary: 'Huîtres, chapon, fromages et bûche : nos vins pour chaque plat du réveillon.',
      daysAgo: 22,
      author: 'Hélène Delorme',
    },
    {
      folderId: 4,
      title: 'Une année dans les vignes',
      summary: 'Taille, ébourgeonnage, palissage, vendanges : le calendrier du vigneron.',
      daysAgo: 45,
      author: 'Antoine Delorme',
    },
    {
      folderId: 4,
      title: 'Bien conserver son vin à la maison',
      summary: 'Température, humidité, lumière et position des bouteilles : les règles d’or.',
      daysAgo: 90,
      author: 'Hélène Delorme',
    },
  ],

  albums: [
    {
      id: 3,
      title: 'Le domaine au fil des saisons',
      description: 'Vignes, chai et vendanges aux Coteaux Dorés.',
      images: [
        ['vignes-printemps.jpg', 'Les vignes au printemps'],
        ['vendanges-manuelles.jpg', 'Vendanges manuelles'],
        ['chai-barriques.jpg', 'Le chai et ses barriques'],
        ['caveau-degustation.jpg', 'Le caveau de dégustation'],
        ['coteaux-automne.jpg', 'Les coteaux en automne'],
        ['bouteilles-millesimes.jpg', 'Nos millésimes'],
      ],
    },
  ],

  forms: [
    {
      id: 2,
      title: 'Demande de devis entreprise',
      description:
        'Cadeaux d’affaires, séminaires, événements : décrivez votre projet, nous vous répondons sous 3 jours ouvrés.',
      submitLabel: 'Demander un devis',
      fields: [
        { name: 'company', label: 'Entreprise', type: 'text', required: true, maxLength: 150 },
        { name: 'contactName', label: 'Nom du contact', type: 'text', required: true, maxLength: 150 },
        { name: 'email', label: 'Adresse e-mail', type: 'email', required: true },
        { name: 'phone', label: 'Téléphone', type: 'tel', required: false },
        {
          name: 'budget',
          label: 'Budget',
          type: 'select',
          required: true,
          options: ['Moins de 500 €', 'De 500 à 1 500 €', 'De 1 500 à 5 000 €', 'Plus de 5 000 €'],
        },
        {
          name: 'quantity',
          label: 'Nombre de coffrets ou de bouteilles',
          type: 'text',
          required: false,
          maxLength: 20,
        },
        { name: 'deliveryDate', label: 'Date de livraison souhaitée', type: 'date', required: false },
        { name: 'message', label: 'Votre projet', type: 'textarea', required: true, maxLength: 3000 },
        { name: 'brief', label: 'Cahier des charges (PDF)', type: 'file', required: false, accept: ['pdf'] },
        {
          name: 'consent',
          label: "J'accepte que mes données soient utilisées pour établir ce devis.",
          type: 'checkbox',
          required: true,
        },
      ],
    },
  ],

  events: [
    {
      title: 'Dégustation des vins de printemps',
      summary:
        'Rosé d’Anjou, chenins secs et premier cabernet franc de l’année, accompagnés de fromages de chèvre de la ferme voisine.',
      inDays: -15,
      hours: 3,
      location: 'Caveau du domaine, Chemin des Coteaux',
      capacity: 20,
      registeredCount: 18,
      image: 'degustation-printemps.jpg',
    },
    {
      title: 'Soirée accords mets et vins',
      summary: 'Un dîner en cinq services imaginé par un chef local, chaque plat accordé à l’une de nos cuvées.',
      inDays: 18,
      hours: 4,
      location: 'Salle des barriques, Domaine des Coteaux Dorés',
      capacity: 24,
      registeredCount: 10,
      image: 'soiree-accords.jpg',
    },
    {
      title: 'Dégustation verticale de la cuvée Prestige',
      summary: 'Cinq millésimes de notre cuvée Prestige commentés par le vigneron.',
      inDays: 35,
      hours: 2,
      location: 'Caveau du domaine, Chemin des Coteaux',
      capacity: 12,
      registeredCount: 4,
      image: 'degustation-verticale.jpg',
    },
  ],
  logos: [
    {
      title: 'Agriculture biologique',
      url: 'https://agriculture.gouv.fr/lagriculture-biologique',
      image: 'label-agriculture-biologique.png',
    },
    {
      title: 'Vignerons indépendants',
      url: 'https://www.vigneron-independant.com',
      image: 'label-vignerons-independants.png',
    },
    {
      title: 'Vignobles & Découvertes',
      url: 'https://www.example.com/vignobles-et-decouvertes',
      image: 'label-vignobles-decouvertes.png',
    },
  ],
  links: [
    { title: 'Nos vins', url: '/nos-vins' },
    { title: 'Visiter le domaine', url: '/nous-contacter' },
    { title: 'Conditions générales de vente', url: '/sale-terms' },
    { title: 'Mentions légales', url: '/legal-notice' },
    { title: 'Politique de confidentialité', url: '/privacy-policy' },
  ],

  reviews: [
    {
      author: 'Bernard C.',
      rating: 5,
      daysAgo: 6,
      text: 'Accueil formidable au caveau, dégustation généreuse et commentée. Le rouge élevé en fût est superbe.',
    },
    {
      author: 'Anne-Sophie V.',
      rating: 5,
      daysAgo: 19,
      text: 'Commande livrée en 48 h, bouteilles parfaitement emballées. Le Savennières a fait l’unanimité.',
    },
    {
      author: 'Luc H.',
      rating: 4,
      daysAgo: 47,
      text: 'Très bons vins, prix justes. Dommage que le caveau ferme le dimanche après-midi.',
    },
    {
      author: 'Martine T.',
      rating: 3,
      daysAgo: 85,
      text: 'Vins agréables mais la visite était un peu courte pour le prix.',
    },
    {
      author: 'Olivier N.',
      rating: 5,
      daysAgo: 130,
      text: 'Une soirée accords mets et vins mémorable, le vigneron est passionnant.',
    },
    {
      author: 'Chloé A.',
      rating: 4,
      daysAgo: 210,
      text: 'Beau domaine, vue magnifique sur les coteaux. Le rosé est parfait pour l’été.',
    },
    {
      author: 'Gérard P.',
      rating: 2,
      daysAgo: 320,
      text: 'Livraison en retard d’une semaine, mais le service client a bien réagi.',
    },
  ],

  services: [],
};
