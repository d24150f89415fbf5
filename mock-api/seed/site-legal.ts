// The legal texts of the sample sites (spec §2 "Legal texts"), in French HTML. Placeholders
// `{{TYPE}}` are replaced by the storefront with the value of the parameter TYPE of the site
// (see mock-api/domain/site/placeholders.ts), so one text serves every site.

const IDENTITY = `<p>Le site est édité par <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, dont le siège social est situé {{HEAD_OFFICE}}, immatriculée sous le numéro {{RCS_NUMBER}} (SIRET {{SIRET_NUMBER}}), numéro de TVA intracommunautaire {{INTRACOMMUNITY_VAT_NUMBER}}.</p>
<p>Directeur ou directrice de la publication : {{LEGAL_AGENT}}, en qualité de représentant légal.<br>Téléphone : {{COMPANY_PHONE}} – E-mail : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></p>`;

const COOKIES_BODY = `<p>Un cookie est un petit fichier texte, d'une taille inférieure à 4 ko, déposé sur votre terminal (ordinateur, tablette, smartphone) lors de la consultation du site. Il contient un identifiant aléatoire et anonyme qui permet de reconnaître votre navigateur pendant sa durée de validité.</p>
<p>Certains cookies expirent à la fin de votre visite (cookies de session) ; d'autres sont conservés plus longtemps, sans jamais dépasser <strong>13 mois</strong> à compter de leur dépôt. Votre consentement est lui aussi conservé 13 mois au plus, puis vous est redemandé.</p>`;

/** What the site sets: only what it needs (the salon), or also the trackers it asks consent for (the wine estate). */
const COOKIES_WE_USE = {
  necessaryOnly: `<h2>Les cookies que nous utilisons</h2>
<p>Ce site ne dépose que des <strong>cookies strictement nécessaires</strong> : session de connexion, identifiant du site, contenu du panier. Ils ne demandent pas votre consentement car le site ne peut pas fonctionner sans eux. Il n'utilise aucun cookie de mesure d'audience, de réseau social ni de publicité, si bien qu'aucun consentement ne vous est demandé : ces cookies-là exigent votre accord préalable, et un bandeau vous le demanderait avant tout dépôt s'ils venaient à être utilisés.</p>
`,
  withTrackers: `<h2>Les cookies que nous utilisons</h2>
<ul>
<li><strong>Cookies strictement nécessaires</strong> : session de connexion, identifiant du site, contenu du panier, mémorisation de vos choix en matière de cookies. Ils ne demandent pas votre consentement car le site ne peut pas fonctionner sans eux.</li>
<li><strong>Mesure d'audience</strong> : nos outils de statistiques nous indiquent les pages consultées et le nombre de visites, afin d'améliorer le site.</li>
</ul>
<p>Les cookies non nécessaires ne sont déposés qu'après votre consentement, recueilli par le bandeau affiché lors de votre première visite. Vous pouvez tout accepter, tout refuser ou choisir service par service, et modifier votre choix à tout moment depuis le lien « Gestion des cookies » en bas de page.</p>
`,
};

const cookiePolicy = (used: string, thirdParties: string) => `<section>
<h1>Politique de cookies</h1>
<p>Cette politique explique comment {{COMPANY_NAME}} utilise les cookies et traceurs sur ce site, conformément à l'article 82 de la loi Informatique et Libertés et aux recommandations de la CNIL.</p>
<h2>Qu'est-ce qu'un cookie ?</h2>
${COOKIES_BODY}
${used}<h2>Les tiers concernés</h2>
${thirdParties}
<h2>Désactiver les cookies dans votre navigateur</h2>
<p>Vous pouvez aussi configurer votre navigateur pour refuser tout ou partie des cookies, ou être averti avant leur dépôt. Chaque navigateur propose ce réglage dans ses préférences de confidentialité. Le refus des cookies nécessaires peut empêcher l'utilisation du panier ou de votre compte.</p>
<h2>Contact</h2>
<p>Pour toute question : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou {{COMPANY_PHONE}}.</p>
</section>`;

const COOKIE_POLICY = cookiePolicy(
  COOKIES_WE_USE.necessaryOnly,
  `<p>Le seul tiers concerné est notre prestataire de paiement par carte bancaire, lors du paiement uniquement. Il est responsable de l'usage qu'il fait de ses cookies : nous vous invitons à consulter sa politique de confidentialité.</p>`,
);

/** The wine estate's: it measures its audience (two trackers, spec §2 consent banner), with the visitor's consent. */
export const WINE_COOKIE_POLICY = cookiePolicy(
  COOKIES_WE_USE.withTrackers,
  `<p>Les cookies tiers sont déposés par notre prestataire de paiement par carte bancaire (lors du paiement uniquement) et par nos outils de mesure d'audience. Chacun est responsable de l'usage qu'il en fait : nous vous invitons à consulter leurs politiques de confidentialité.</p>`,
);

const LEGAL_NOTICE = `<section>
<h1>Mentions légales</h1>
<h2>Éditeur du site</h2>
${IDENTITY}
<h2>Hébergement</h2>
<p>Le site est hébergé par la plateforme de création de sites qui le met à disposition de l'éditeur, sur des serveurs situés dans l'Union européenne.</p>
<h2>Propriété intellectuelle</h2>
<p>L'ensemble des contenus du site (textes, photographies, illustrations, logos, vidéos, mise en page) est la propriété de {{LEGAL_COMPANY_NAME}} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par l'article L335-2 du Code de la propriété intellectuelle, sous réserve des exceptions prévues à l'article L122-5 du même code (copie privée, courte citation…).</p>
<h2>Responsabilité</h2>
<p>{{LEGAL_COMPANY_NAME}} s'efforce de fournir des informations exactes et à jour, mais ne peut garantir l'exactitude, la précision ou l'exhaustivité des informations mises à disposition sur le site. L'éditeur ne saurait être tenu responsable des dommages résultant de l'utilisation du site, d'une interruption de service ou de la présence de virus ou de programmes malveillants, l'utilisateur devant protéger son propre équipement.</p>
<h2>Liens hypertextes</h2>
<p>Le site peut contenir des liens vers des sites tiers. {{LEGAL_COMPANY_NAME}} n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu. La création d'un lien vers le présent site est libre, à condition de ne pas porter atteinte à son image et de ne pas l'afficher à l'intérieur d'un autre site (cadre ou « frame »).</p>
<h2>Cookies</h2>
<p>La navigation sur le site peut entraîner le dépôt de cookies : leur fonctionnement et vos choix sont décrits dans notre <a href="/cookie-policy">politique de cookies</a>.</p>
<h2>Droit applicable</h2>
<p>Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de résolution amiable, les tribunaux français seront seuls compétents.</p>
</section>`;

/** `recipients`: who receives the visitor's data, only what the site really uses (its trackers included). */
const privacyPolicy = (recipients: string) => `<section>
<h1>Politique de confidentialité</h1>
<p>{{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} dont le siège est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}, est responsable des traitements de données personnelles réalisés sur ce site, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<h2>Données collectées</h2>
<ul>
<li>lors de la création de votre compte : nom, prénom, adresse e-mail, téléphone et, le cas échéant, date de naissance ;</li>
<li>lors d'une commande : adresses de livraison et de facturation, contenu de la commande, historique d'achats ;</li>
<li>via les formulaires de contact et de réservation : les informations que vous choisissez de nous transmettre ;</li>
<li>lors de votre navigation : données techniques et cookies, selon vos choix (voir la <a href="/cookie-policy">politique de cookies</a>).</li>
</ul>
<h2>Finalités et bases légales</h2>
<p>Vos données servent à gérer votre compte et vos commandes (exécution du contrat), à répondre à vos demandes (intérêt légitime), à vous adresser notre newsletter si vous y avez consenti (consentement) et à respecter nos obligations comptables et fiscales (obligation légale).</p>
<h2>Durées de conservation</h2>
<p>Les données de votre compte sont conservées tant que vous l'utilisez, puis supprimées après <strong>3 ans d'inactivité</strong>. Les pièces comptables sont conservées 10 ans, comme l'exige la loi. Les cookies et votre consentement sont conservés 13 mois au plus.</p>
<h2>Destinataires</h2>
<p>Vos données ne sont jamais vendues. Elles sont transmises uniquement aux prestataires qui nous aident à fournir le service : ${recipients}. Ces prestataires n'agissent que sur nos instructions.</p>
<h2>Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès. Écrivez-nous à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou au {{HEAD_OFFICE}} : nous répondons à toute demande dans un délai de <strong>30 jours</strong>.</p>
<p>Vous pouvez supprimer votre compte depuis votre espace personnel ; une demande de suppression adressée par écrit est traitée dans un délai de <strong>10 jours ouvrés</strong>. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNIL (www.cnil.fr).</p>
<h2>Sécurité</h2>
<p>Les mots de passe sont chiffrés, les échanges protégés par HTTPS et l'accès aux données limité aux personnes qui en ont besoin. Les paiements sont traités directement par notre prestataire de paiement : nous n'avons jamais accès à vos numéros de carte.</p>
</section>`;

const PRIVACY_POLICY = privacyPolicy('notre prestataire de paiement par carte bancaire et nos transporteurs');

/** The wine estate's: it also measures its audience, with the visitor's consent (its cookie policy says so). */
export const WINE_PRIVACY_POLICY = privacyPolicy(
  "notre prestataire de paiement par carte bancaire, nos transporteurs et, si vous l'avez accepté, nos outils de mesure d'audience",
);

const USE_TERMS = `<section>
<h1>Conditions générales d'utilisation</h1>
<p>Les présentes conditions générales d'utilisation (CGU) encadrent l'accès et l'utilisation du site édité par {{LEGAL_COMPANY_NAME}}. En naviguant sur le site, vous les acceptez sans réserve.</p>
<h2>1. Éditeur</h2>
${IDENTITY}
<h2>2. Accès au site</h2>
<p>Le site est accessible gratuitement à tout utilisateur disposant d'un accès à Internet. Un visiteur non inscrit consulte librement les produits, les actualités, les informations et la page de contact. L'éditeur peut interrompre le site pour maintenance sans que sa responsabilité soit engagée.</p>
<h2>3. Inscription</h2>
<p>Certaines fonctionnalités (commande, suivi, newsletter) nécessitent la création d'un compte. Lors de l'inscription, l'utilisateur doit cocher la case attestant qu'il a <strong>lu et compris les présentes conditions</strong> ; sans cette acceptation, le compte ne peut être créé. Le membre s'engage à fournir des informations exactes et à jour sur son état civil et ses coordonnées. Il se connecte avec son identifiant et son mot de passe, qu'il garde confidentiels. Il peut à tout moment demander la suppression de son compte depuis son espace personnel.</p>
<h2>4. Propriété intellectuelle</h2>
<p>Les marques, logos, textes, photographies et éléments graphiques du site sont protégés. Toute reproduction ou représentation non autorisée est constitutive de contrefaçon au sens de l'article L335-2 du Code de la propriété intellectuelle, sous réserve des exceptions de l'article L122-5 du même code.</p>
<h2>5. Responsabilité</h2>
<p>Les informations du site sont données à titre indicatif ; l'éditeur ne garantit ni leur exactitude ni leur exhaustivité et ne peut être tenu responsable d'une erreur, d'une omission, d'une indisponibilité du service, ni de la présence de virus. Il n'est pas responsable du contenu des sites tiers accessibles par des liens.</p>
<h2>6. Liens hypertextes</h2>
<p>Les liens vers d'autres sites sont fournis pour votre confort ; leur consultation se fait sous votre seule responsabilité. Tout lien vers le présent site doit ouvrir une nouvelle fenêtre et ne pas laisser croire à un partenariat qui n'existe pas.</p>
<h2>7. Cookies</h2>
${COOKIES_BODY}
<p>Certains cookies nécessitent votre consentement préalable ; vous pouvez aussi les désactiver dans les réglages de votre navigateur. Voir la <a href="/cookie-policy">politique de cookies</a>.</p>
<h2>8. Données personnelles</h2>
<p>Le traitement de vos données est décrit dans la <a href="/privacy-policy">politique de confidentialité</a>.</p>
<h2>9. Droit applicable et juridiction</h2>
<p>Les présentes CGU sont soumises au droit français. Tout litige relatif à leur interprétation ou à leur exécution relève de la compétence des tribunaux français.</p>
</section>`;

const SALE_TERMS = `<section>
<h1>Conditions générales de vente</h1>
<p>Les présentes conditions générales de vente (CGV) s'appliquent à toute commande passée sur le site auprès de {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, TVA {{INTRACOMMUNITY_VAT_NUMBER}}, siège social : {{HEAD_OFFICE}}.</p>
<h2>1. Commande</h2>
<p>Pour commander, le client crée un compte en cochant la case attestant qu'il a lu et compris les conditions générales, puis valide son panier. La commande n'est définitive qu'après confirmation du paiement ; un e-mail récapitulatif lui est alors adressé. Le panier est vérifié (stock, quantités) avant chaque commande.</p>
<h2>2. Prix</h2>
<p>Les prix sont indiqués en euros toutes taxes comprises, avec deux décimales. Les frais de livraison éventuels sont affichés avant la validation de la commande. Les codes de réduction, en euros ou en pourcentage, ne sont pas cumulables sauf mention contraire.</p>
<h2>3. Paiement</h2>
<p>Le paiement s'effectue par carte bancaire via notre prestataire de paiement sécurisé. {{LEGAL_COMPANY_NAME}} n'a jamais accès à vos coordonnées bancaires.</p>
<h2>4. Livraison et retrait</h2>
<p>Selon les choix proposés, la commande est livrée à l'adresse indiquée, dans un point relais, ou retirée en boutique (« click and collect ») à partir de la date et du créneau choisis. Les délais indiqués sont donnés à titre indicatif.</p>
<h2>5. Droit de rétractation</h2>
<p>Conformément à l'article L221-18 du Code de la consommation, le client dispose de 14 jours à compter de la réception pour se rétracter, sans avoir à se justifier, en écrivant à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. Les produits sont retournés neufs, dans leur emballage d'origine ; le remboursement intervient dans les 14 jours suivant la réception du retour. Ce droit ne s'applique pas aux produits d'hygiène descellés.</p>
<h2>6. Garanties</h2>
<p>Les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil).</p>
<h2>7. Service client</h2>
<p>Pour toute question : {{COMPANY_PHONE}} ou <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. Toute réclamation reçoit une réponse dans un délai de 30 jours.</p>
<h2>8. Données personnelles</h2>
<p>Les données nécessaires à la commande sont traitées selon notre <a href="/privacy-policy">politique de confidentialité</a>.</p>
<h2>9. Droit applicable et litiges</h2>
<p>Les présentes CGV sont soumises au droit français. En cas de litige, le client peut recourir gratuitement à un médiateur de la consommation ; à défaut d'accord amiable, les tribunaux français sont compétents.</p>
</section>`;

/** Added to the wine estate's sale terms: the rules of selling alcohol online. */
export const WINE_SALE_TERMS_EXTRA = `
<section>
<h2>10. Vente d'alcool</h2>
<p>La vente d'alcool est interdite aux mineurs de moins de 18 ans (article L3342-1 du Code de la santé publique) : en commandant, le client certifie être majeur et une pièce d'identité peut lui être demandée à la livraison. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>
<p>Les vins sont expédiés par cartons de 6 bouteilles, de 6 à 120 bouteilles par commande ; les demi-bouteilles (37,5 cl) comptent pour une demi-bouteille. La livraison est offerte à partir de 24 bouteilles ou de 200 € d'achat.</p>
</section>`;

export const LEGAL_TEXTS = { COOKIE_POLICY, LEGAL_NOTICE, PRIVACY_POLICY, USE_TERMS, SALE_TERMS } as const;
