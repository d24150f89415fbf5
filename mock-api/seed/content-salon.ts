import type { FormFieldDefinition } from '../db/schema';
import type { SiteContent } from './content-types';

// Content of site 1, « Atelier Lumière », hair salon and beauty institute.
// Dates are in days before (negative) or after the seeding, so the samples never go stale.

export const salonContent: SiteContent = {
  news: [
    {
      title: "L'Atelier Lumière fête ses 10 ans",
      category: 'Vie du salon',
      summary:
        "Dix ans de coiffure, de couleurs et de sourires : merci ! Pour fêter ça, profitez de -15 % sur tous les soins jusqu'à la fin du mois.",
      daysAgo: 2,
      isPromoted: true,
      promoteMessage: '-15 % sur tous les soins pour nos 10 ans, jusqu’à la fin du mois !',
      image: 'news-10-ans.jpg',
    },
    {
      title: 'Nouvelle carte des soins spa du cheveu',
      category: 'Nouveautés',
      summary:
        'Rituels détente, massages crâniens et soins profonds : découvrez notre nouvelle carte pensée pour chaque nature de cheveux.',
      daysAgo: 6,
      image: 'news-spa-du-cheveu.jpg',
    },
    {
      title: "Balayage d'automne : les tendances de la saison",
      category: 'Tendances',
      summary:
        'Caramel, miel, blond polaire adouci : nos coloristes vous présentent les balayages qui illuminent les teints de l’automne.',
      daysAgo: 12,
      image: 'news-balayage-automne.jpg',
    },
    {
      title: 'Coloration végétale : de nouvelles nuances',
      category: 'Nouveautés',
      summary:
        'Henné, indigo, cassia : notre gamme de colorations 100 % végétales s’enrichit de trois nuances cuivrées et d’un châtain glacé.',
      daysAgo: 19,
      image: 'news-coloration-vegetale.jpg',
    },
    {
      title: 'Bienvenue à Camille, notre nouvelle coiffeuse',
      category: 'Vie du salon',
      summary:
        'Spécialiste des coupes courtes et des chignons de mariée, Camille rejoint l’équipe. Elle vous accueille du mardi au samedi.',
      daysAgo: 26,
      image: 'news-bienvenue-camille.jpg',
    },
    {
      title: 'Atelier chignon : les inscriptions sont ouvertes',
      category: 'Événements',
      summary:
        'Apprenez à réaliser un chignon flou en moins de dix minutes lors de notre prochain atelier en petit groupe.',
      daysAgo: 33,
      image: 'news-atelier-chignon.jpg',
    },
    {
      title: 'Offrez un moment de beauté avec la carte cadeau',
      category: 'Offres',
      summary:
        'Valable un an sur toutes nos prestations, la carte cadeau se commande au salon ou par téléphone, du montant de votre choix.',
      daysAgo: 41,
      image: 'news-carte-cadeau.jpg',
    },
    {
      title: 'Protéger ses cheveux du soleil : nos conseils',
      category: 'Conseils',
      summary:
        'Chapeau, huile protectrice, rinçage à l’eau claire après la baignade : les bons réflexes pour des longueurs préservées.',
      daysAgo: 55,
      image: 'news-soleil.jpg',
    },
    {
      title: "L'espace barbier s'agrandit",
      category: 'Vie du salon',
      summary:
        'Deux fauteuils supplémentaires et un nouveau rituel de rasage à la serviette chaude : messieurs, on vous attend.',
      daysAgo: 68,
      image: 'news-espace-barbier.jpg',
    },
    {
      title: 'Cure de repousse : des résultats visibles en trois mois',
      category: 'Conseils',
      summary:
        'Notre protocole associe diagnostic, soins du cuir chevelu et compléments : témoignages de clientes après douze semaines.',
      daysAgo: 80,
      image: 'news-cure-repousse.jpg',
    },
    {
      title: 'Mariées de l’an prochain : réservez votre essai',
      category: 'Mariage',
      summary:
        'Les samedis de mai à septembre partent vite : réservez dès maintenant votre essai coiffure et maquillage.',
      daysAgo: 95,
      image: 'news-mariage.jpg',
    },
    {
      title: 'Horaires des fêtes de fin d’année',
      category: 'Vie du salon',
      summary:
        'Le salon reste ouvert les lundis de décembre et ferme le 25 décembre et le 1er janvier. Pensez à réserver tôt !',
      daysAgo: 120,
      image: 'news-horaires-fetes.jpg',
    },
    {
      title: 'Nouveau : prenez rendez-vous en ligne',
      category: 'Nouveautés',
      summary: 'Choisissez votre prestation, votre coiffeuse et votre créneau en quelques clics, 24 h/24.',
      daysAgo: 150,
      image: 'news-rendez-vous-en-ligne.jpg',
    },
  ],

  blogFolders: [
    {
      id: 1,
      parentId: null,
      title: 'Conseils coiffure',
      description: 'Nos astuces de professionnelles pour des cheveux beaux au quotidien.',
    },
    { id: 2, parentId: null, title: 'Beauté & bien-être', description: 'Soins, rituels et santé du cuir chevelu.' },
    {
      id: 3,
      parentId: 1,
      title: 'Mariage',
      description: 'Tout pour préparer la coiffure et le maquillage du grand jour.',
    },
  ],
  articles: [
    {
      folderId: 1,
      title: 'Entretenir son balayage entre deux rendez-vous',
      summary: 'Shampooing déjaunissant, soins sans sulfates et patine : prolongez l’éclat de votre balayage.',
      daysAgo: 3,
      author: 'Sophie Laurent',
    },
    {
      folderId: 1,
      title: 'Coloration végétale : 5 idées reçues',
      summary: 'Non, la coloration végétale ne fait pas que du roux ! Nous démêlons le vrai du faux.',
      daysAgo: 9,
      author: 'Sophie Laurent',
    },
    {
      folderId: 1,
      title: 'Cheveux fins : la coupe qui donne du volume',
      summary: 'Dégradés légers, carré flou et raie décalée : les coupes qui redonnent du corps aux cheveux fins.',
      daysAgo: 16,
      author: 'Camille Martin',
    },
    {
      folderId: 1,
      title: 'Bien choisir son shampooing',
      summary: 'Cuir chevelu gras, longueurs sèches, cheveux colorés : à chaque nature son shampooing.',
      daysAgo: 23,
      author: 'Camille Martin',
    },
    {
      folderId: 1,
      title: 'La coupe énergétique, qu’est-ce que c’est ?',
      summary: 'Une coupe mèche à mèche, au rasoir et à la bougie, qui respecte la fibre et le mouvement naturel.',
      daysAgo: 30,
      author: 'Sophie Laurent',
    },
    {
      folderId: 1,
      title: 'Entretenir sa barbe au quotidien',
      summary: 'Huile, baume, brosse en poils de sanglier : la routine simple d’une barbe nette et douce.',
      daysAgo: 37,
      author: 'Julien Moreau',
    },
    {
      folderId: 1,
      title: 'Cheveux gris : les assumer avec style',
      summary: 'Transition en douceur, gloss argenté et coupe structurée : le gris devient un atout.',
      daysAgo: 44,
      author: 'Sophie Laurent',
    },
    {
      folderId: 1,
      title: 'Réussir un brushing qui tient',
      summary: 'Séchage à 80 %, brosse ronde adaptée et jet d’air froid : nos gestes de pro.',
      daysAgo: 51,
      author: 'Camille Martin',
    },
    {
      folderId: 1,
      title: 'Pourquoi faire un diagnostic capillaire',
      summary: 'Observer le cuir chevelu et la fibre permet de choisir enfin les bons soins.',
      daysAgo: 58,
      author: 'Sophie Laurent',
    },
    {
      folderId: 1,
      title: 'Quelle frange selon la forme de votre visage',
      summary: 'Rideau, effilée, droite ou courte : trouvez la frange qui vous va.',
      daysAgo: 65,
      author: 'Camille Martin',
    },
    {
      folderId: 3,
      title: 'Le rétroplanning beauté de la mariée',
      summary: 'De six mois avant au matin du mariage, le calendrier idéal de vos soins et essais.',
      daysAgo: 5,
      author: 'Camille Martin',
    },
    {
      folderId: 3,
      title: 'Chignon bohème ou sophistiqué ?',
      summary: 'Selon la robe, le lieu et la saison, comment choisir le chignon de votre mariage.',
      daysAgo: 20,
      author: 'Camille Martin',
    },
    {
      folderId: 3,
      title: 'L’essai coiffure et maquillage, mode d’emploi',
      summary: 'Photos d’inspiration, accessoires, tenue : ce qu’il faut apporter à votre essai.',
      daysAgo: 40,
      author: 'Camille Martin',
    },
    {
      folderId: 3,
      title: 'Coiffer le cortège : idées pour les demoiselles d’honneur',
      summary: 'Tresses couronnes, demi-queues et fleurs fraîches pour un cortège harmonieux.',
      daysAgo: 70,
      author: 'Camille Martin',
    },
    {
      folderId: 2,
      title: 'Le spa du cheveu, un rituel de détente',
      summary: 'Massage, bain d’huiles et vapeur : une heure pour vous et pour vos cheveux.',
      daysAgo: 8,
      author: 'Sophie Laurent',
    },
    {
      folderId: 2,
      title: 'Chute de cheveux saisonnière : que faire ?',
      summary: 'À l’automne, perdre plus de cheveux est normal. Quand faut-il s’inquiéter ?',
      daysAgo: 27,
      author: 'Sophie Laurent',
    },
    {
      folderId: 2,
      title: 'Compléments capillaires : ce qu’il faut savoir',
      summary: 'Pose, entretien, durée : nos réponses sur les compléments capillaires.',
      daysAgo: 48,
      author: 'Sophie Laurent',
    },
    {
      folderId: 2,
      title: 'Automassage du cuir chevelu en 5 minutes',
      summary: 'Un geste simple chaque soir pour stimuler la microcirculation et se détendre.',
      daysAgo: 75,
      author: 'Sophie Laurent',
    },
  ],

  albums: [
    {
      id: 1,
      title: 'Nos réalisations coiffure',
      description: 'Coupes, balayages et colorations réalisés au salon.',
      images: [
        ['balayage-caramel.jpg', 'Balayage caramel sur cheveux longs'],
        ['carre-flou.jpg', 'Carré flou et frange rideau'],
        ['coloration-vegetale-cuivre.jpg', 'Coloration végétale cuivrée'],
        ['coupe-courte-pixie.jpg', 'Coupe courte pixie'],
        ['coupe-homme-degrade.jpg', 'Coupe homme dégradée'],
        ['barbe-taillee.jpg', 'Barbe taillée au rasoir'],
        ['blond-polaire.jpg', 'Blond polaire adouci'],
        ['boucles-naturelles.jpg', 'Boucles naturelles sublimées'],
      ],
    },
    {
      id: 2,
      title: 'Mariages',
      description: 'Chignons, coiffures de cortège et maquillages de mariée.',
      images: [
        ['chignon-boheme.jpg', 'Chignon bohème fleuri'],
        ['chignon-banane.jpg', 'Chignon banane sophistiqué'],
        ['tresse-couronne.jpg', 'Tresse couronne'],
        ['maquillage-mariee-naturel.jpg', 'Maquillage de mariée naturel'],
        ['cortege-demoiselles.jpg', 'Coiffures des demoiselles d’honneur'],
        ['voile-et-chignon.jpg', 'Chignon bas et voile'],
      ],
    },
    {
      // Id 3 is the wine estate's album (content-wine.ts): ids are unique across sites.
      id: 4,
      title: 'L’institut de beauté',
      description: 'Soins du visage, beauté des mains et mises en beauté réalisés en cabine.',
      images: [
        ['cabine-soin-visage.jpg', 'La cabine de soins du visage'],
        ['manucure-nude.jpg', 'Manucure nude et vernis semi-permanent'],
        ['rehaussement-cils.jpg', 'Rehaussement de cils'],
        ['maquillage-soiree.jpg', 'Maquillage de soirée'],
        ['espace-detente.jpg', 'L’espace détente de l’institut'],
      ],
    },
  ],

  forms: [
    {
      id: 1,
      title: 'Demande de rendez-vous mariage',
      description:
        'Parlez-nous de votre mariage : nous vous recontactons sous 48 heures pour fixer votre essai coiffure et maquillage.',
      submitLabel: 'Envoyer ma demande',
      fields: [
        { name: 'firstname', label: 'Prénom', type: 'text', required: true, maxLength: 100 },
        { name: 'lastname', label: 'Nom', type: 'text', required: true, maxLength: 100 },
        { name: 'email', label: 'Adresse e-mail', type: 'email', required: true },
        { name: 'phone', label: 'Téléphone', type: 'tel', required: true },
        { name: 'weddingDate', label: 'Date du mariage', type: 'date', required: true },
        {
          name: 'service',
          label: 'Prestation souhaitée',
          type: 'select',
          required: true,
          options: [
            'Coiffure de la mariée',
            'Maquillage de la mariée',
            'Coiffure et maquillage',
            'Forfait mariée et cortège',
          ],
        },
        {
          name: 'guests',
          label: 'Nombre de personnes à coiffer ou maquiller',
          type: 'text',
          required: false,
          maxLength: 20,
        },
        {
          name: 'message',
          label: 'Votre projet',
          type: 'textarea',
          required: false,
          maxLength: 2000,
          placeholder: 'Style recherché, lieu, horaires…',
        },
        {
          name: 'inspiration',
          label: "Photos d'inspiration",
          type: 'file',
          required: false,
          accept: ['jpg', 'jpeg', 'png', 'pdf'],
          multiple: true,
        },
        {
          name: 'consent',
          label: "J'accepte que mes données soient utilisées pour traiter ma demande.",
          type: 'checkbox',
          required: true,
        },
      ] satisfies FormFieldDefinition[],
    },
    {
      id: 3,
      title: 'Questionnaire de diagnostic',
      description:
        'Quelques questions sur vos cheveux et vos habitudes : votre coiffeuse prépare votre diagnostic avant votre premier rendez-vous.',
      submitLabel: 'Envoyer mes réponses',
      // Every field type the owner can build, so the screen shows them all.
      fields: [
        { name: 'fullname', label: 'Nom et prénom', type: 'text', required: true, maxLength: 100 },
        { name: 'email', label: 'Adresse e-mail', type: 'email', required: true },
        { name: 'phone', label: 'Téléphone', type: 'tel', required: false },
        { name: 'age', label: 'Âge', type: 'number', required: false, min: 12, max: 110 },
        { name: 'visitDate', label: 'Date de votre rendez-vous', type: 'date', required: false },
        {
          name: 'hairType',
          label: 'Nature de vos cheveux',
          type: 'radio',
          required: true,
          options: ['Fins', 'Normaux', 'Épais', 'Bouclés ou frisés'],
        },
        {
          name: 'concern',
          label: 'Votre principale préoccupation',
          type: 'select',
          required: true,
          options: [
            'Chute ou perte de densité',
            'Cheveux secs ou abîmés',
            'Cuir chevelu sensible',
            'Couleur',
            'Aucune',
          ],
        },
        {
          name: 'habits',
          label: 'Vos soins et colorations des douze derniers mois',
          type: 'textarea',
          required: false,
          maxLength: 1000,
          placeholder: 'Colorations, lissages, produits utilisés…',
        },
        {
          name: 'photo',
          label: 'Une photo de vos cheveux',
          type: 'file',
          required: false,
          accept: ['jpg', 'jpeg', 'png'],
        },
        {
          name: 'consent',
          label: "J'accepte que mes réponses soient utilisées pour préparer mon diagnostic.",
          type: 'checkbox',
          required: true,
        },
      ],
    },
  ],

  events: [
    {
      title: 'Atelier chignon facile',
      summary:
        'En deux heures, apprenez trois chignons rapides pour le quotidien et les soirées. Épingles et élastiques offerts.',
      inDays: 12,
      hours: 2,
      location: 'Atelier Lumière, 12 rue des Tanneurs, Lyon',
      capacity: 8,
      registeredCount: 8,
      image: 'atelier-chignon.jpg',
    },
    {
      title: 'Atelier soin du cheveu au naturel',
      summary: 'Masques maison, huiles végétales et bons gestes : repartez avec votre routine personnalisée.',
      inDays: 20,
      hours: 2,
      location: 'Atelier Lumière, 12 rue des Tanneurs, Lyon',
      capacity: 10,
      registeredCount: 3,
      image: 'atelier-soin-naturel.jpg',
    },
    {
      title: 'Atelier barbe et rasage',
      summary: 'Tailler, entretenir et raser sa barbe comme un barbier, avec Julien.',
      inDays: 27,
      hours: 1.5,
      location: 'Espace barbier, Atelier Lumière, Lyon',
      capacity: 6,
      registeredCount: 2,
      image: 'atelier-barbe.jpg',
    },
    {
      title: 'Soirée portes ouvertes coloration végétale',
      summary: 'Démonstrations de coloration végétale et diagnostics offerts, autour d’une tisane du salon.',
      inDays: -20,
      hours: 3,
      location: 'Atelier Lumière, 12 rue des Tanneurs, Lyon',
      capacity: 30,
      registeredCount: 22,
      image: 'portes-ouvertes-coloration.jpg',
    },
  ],
  logos: [
    {
      title: 'Maison Végétale',
      url: 'https://www.example.com/maison-vegetale',
      image: 'partenaire-maison-vegetale.png',
    },
    {
      title: 'Label Salon Éco-responsable',
      url: 'https://www.example.com/salon-eco-responsable',
      image: 'partenaire-eco-salon.png',
    },
    {
      title: 'Barbier & Compagnie',
      url: 'https://www.example.com/barbier-et-compagnie',
      image: 'partenaire-barbier.png',
    },
    { title: 'Spa Capillaire', url: 'https://www.example.com/spa-capillaire', image: 'partenaire-spa-capillaire.png' },
  ],
  links: [
    { title: 'Nous contacter', url: '/nous-contacter' },
    { title: 'Tarifs et prestations', url: '/tarifs-et-prestations' },
    { title: 'Mentions légales', url: '/legal-notice' },
    { title: 'Politique de confidentialité', url: '/privacy-policy' },
    { title: 'Politique de cookies', url: '/cookie-policy' },
  ],

  reviews: [
    {
      author: 'Claire D.',
      rating: 5,
      daysAgo: 4,
      text: 'Balayage parfait, exactement ce que je voulais. Sophie prend le temps d’écouter et de conseiller. Je recommande les yeux fermés !',
    },
    {
      author: 'Marc L.',
      rating: 5,
      daysAgo: 11,
      text: 'Super expérience à l’espace barbier, rasage à la serviette chaude au top. Accueil chaleureux.',
    },
    {
      author: 'Nadia B.',
      rating: 4,
      daysAgo: 24,
      text: 'Très belle coloration végétale, résultat naturel. Un peu d’attente à mon arrivée malgré le rendez-vous.',
    },
    {
      author: 'Émilie R.',
      rating: 5,
      daysAgo: 38,
      text: 'Coiffure et maquillage de mon mariage réalisés par Camille : tout a tenu jusqu’au bout de la nuit. Merci infiniment !',
    },
    {
      author: 'Thomas P.',
      rating: 3,
      daysAgo: 52,
      text: 'Coupe correcte mais un peu plus courte que demandé. Personnel agréable.',
    },
    {
      author: 'Isabelle F.',
      rating: 5,
      daysAgo: 77,
      text: 'Le soin spa du cheveu est un vrai moment de détente, mes cheveux n’ont jamais été aussi doux.',
    },
    {
      author: 'Sarah K.',
      rating: 2,
      daysAgo: 110,
      text: 'Déçue par la couleur, trop foncée à mon goût. Le salon m’a proposé une retouche, à voir.',
    },
    {
      author: 'Julie M.',
      rating: 5,
      daysAgo: 160,
      text: 'Coupe énergétique bluffante : mes cheveux ont retrouvé du mouvement. Une adresse précieuse.',
    },
    {
      author: 'Philippe G.',
      rating: 4,
      daysAgo: 240,
      text: 'Bon accompagnement pour ma perte de cheveux, diagnostic sérieux et conseils honnêtes.',
    },
    {
      author: 'Laura V.',
      rating: 5,
      daysAgo: 300,
      text: 'Ma fille et moi avons été coiffées pour un baptême : résultat superbe et ambiance très douce.',
    },
    {
      author: 'Karim A.',
      rating: 4,
      daysAgo: 365,
      text: 'Dégradé net et précis, barbe bien taillée. Il faut réserver quelques jours à l’avance.',
    },
    {
      author: 'Hélène W.',
      rating: 5,
      daysAgo: 420,
      text: 'Le questionnaire avant le rendez-vous a permis un diagnostic vraiment personnalisé. Bravo à l’équipe.',
    },
  ],

  services: [
    {
      title: 'Coupe femme',
      tags: ['femme'],
      summary: 'Shampooing, coupe personnalisée et brushing, selon la longueur de vos cheveux.',
      prices: [
        ['Coupe + brushing cheveux courts', 4800, 45],
        ['Coupe + brushing cheveux mi-longs', 5800, 60],
        ['Coupe + brushing cheveux longs', 6800, 75],
      ],
    },
    {
      title: 'Brushing',
      tags: ['femme'],
      summary: 'Shampooing et brushing lisse ou wavy.',
      prices: [
        ['Brushing cheveux courts', 2800, 30],
        ['Brushing cheveux mi-longs', 3400, 40],
        ['Brushing cheveux longs', 3950, 50],
      ],
    },
    {
      title: 'Balayage',
      tags: ['femme', 'balayage', 'coloration'],
      summary: 'Éclaircissement à main levée pour un effet soleil naturel, patine comprise.',
      prices: [
        ['Balayage naturel', 9500, 150, true],
        ['Balayage + patine + brushing', 12000, 180, true],
        ['Ombré hair', 13500, 180, true],
      ],
    },
    {
      title: 'Coloration végétale',
      tags: ['femme', 'coloration'],
      summary: 'Couleurs 100 % végétales à base de henné, d’indigo et de cassia, sans ammoniaque ni oxydant.',
      prices: [
        ['Coloration végétale racines', 5500, 90],
        ['Coloration végétale complète', 7500, 120, true],
        ['Gloss végétal', 3500, 45],
      ],
    },
    {
      title: 'Coupe énergétique',
      tags: ['femme', 'homme'],
      summary: 'Coupe mèche à mèche au rasoir et à la bougie, qui respecte la fibre et l’énergie du cheveu.',
      prices: [
        ['Coupe énergétique', 7000, 75],
        ['Coupe énergétique + soin profond', 9500, 100],
      ],
    },
    {
      title: 'Coupe homme',
      tags: ['homme'],
      summary: 'Coupe aux ciseaux ou à la tondeuse, shampooing et coiffage.',
      prices: [
        ['Coupe homme', 2900, 30],
        ['Coupe homme + shampooing + coiffage', 3500, 40],
        ['Coupe enfant (moins de 12 ans)', 1900, 25],
      ],
    },
    {
      title: 'Barbe',
      tags: ['homme', 'barbier'],
      summary: 'Taille, contours au rasoir et rasage traditionnel à la serviette chaude.',
      prices: [
        ['Taille de barbe', 2000, 20],
        ['Rasage traditionnel à la serviette chaude', 3200, 30],
        ['Forfait coupe + barbe', 4500, 50],
      ],
    },
    {
      title: 'Soin spa du cheveu',
      tags: ['spa', 'femme'],
      summary: 'Diagnostic, bain d’huiles, vapeur et massage crânien dans notre espace spa.',
      prices: [
        ['Soin spa du cheveu découverte (45 min)', 4900, 45],
        ['Rituel spa du cheveu complet (1 h 30)', 8900, 90],
        ['Massage crânien (20 min)', 2500, 20],
      ],
    },
    {
      title: 'Coiffure de mariée',
      tags: ['mariage'],
      summary: 'Essai et coiffure du jour J, au salon ou sur le lieu de votre mariage.',
      prices: [
        ['Essai coiffure de mariée', 6500, 90],
        ['Chignon de mariée (jour J)', 12000, 90],
        ['Coiffure de cortège (par personne)', 4500, 45],
      ],
    },
    {
      title: 'Maquillage de mariée',
      tags: ['mariage'],
      summary: 'Un maquillage longue tenue, pensé avec vous lors de l’essai.',
      prices: [
        ['Essai maquillage', 5000, 60],
        ['Maquillage de la mariée (jour J)', 9000, 60],
        ['Maquillage invitée', 4500, 40],
      ],
    },
    {
      title: 'Solutions perte de cheveux',
      tags: ['perte-de-cheveux'],
      summary: 'Diagnostic capillaire, cure de repousse, compléments et chevelures de remplacement sur mesure.',
      prices: [
        ['Diagnostic capillaire', 2500, 30],
        ['Cure de repousse (6 séances)', 39000, 360],
        ['Pose de complément capillaire', 45000, 120, true],
        ['Chevelure de remplacement sur mesure', 120000, null, true],
      ],
    },
  ],
};
