/**
 * The passwords an attacker tries first (issue 12 finding 8; OWASP ASVS asks that a chosen password be checked
 * against the most common ones). Shared by the platform API and the storefront's forms through
 * `passwordError` (lib/rules/registration.ts), which answers `passwordTooCommon`.
 *
 * How a password is compared (`isCommonPassword`):
 * 1. normalised: Unicode NFKD, accents dropped, lower-cased, and the separators people put between words
 *    (spaces, `-`, `_`, `.`, apostrophes) removed: `Mot de passe`, `MOT-DE-PASSE` and `motdepasse` are one;
 * 2. refused when the normalised password is on the list, or is a listed word followed by digits only
 *    (`soleil2024`, `Azerty123`) or by symbols only (`motdepasse!!`): that is how these words are "made
 *    stronger" to pass length rules;
 * 3. a word followed by both digits and symbols (`Motdepasse1!`, the seeded demo accounts' password) passes:
 *    the list is a floor against the first guesses of an online attacker (who is also rate-limited), not a
 *    strength meter, and refusing every word with any ending would refuse most real passwords;
 * 4. a password of one repeated character (`aaaaaaaa`, `00000000`) is refused too.
 *
 * The entries are written already normalised (a unit test checks it) and are bases: the digit and symbol
 * endings need not be listed. Entries shorter than 8 characters matter through those endings (`soleil` →
 * `soleil12`). Written for this project from the habits seen in published password studies: international
 * favourites, French words, first names, cities, clubs and keyboard walks (AZERTY and QWERTY).
 */
const LIST = `
password passwd passw0rd p@ssword p@ssw0rd pa$$word pa$$w0rd passe pass motdepasse motdepass motdepase mot2passe
m0tdepasse motdep@sse mdp mdpmdp monmotdepasse secret secrets confidentiel changeme changezmoi changer default
defaut welcome bienvenue hello bonjour bonsoir salut coucou hey letmein entrer login connexion admin administrator
administrateur root toor user utilisateur guest invite test testtest essai demo client access acces master
superman batman spiderman starwars pokemon pikachu naruto minecraft fortnite roblox zelda mario nintendo playstation
xbox azerty azertyui azertyuiop azertyuiopqsdfghjklm azer azerqsdf azerty1234 poiuytreza qsdfghjklm qsdfgh qsdf
wxcvbn wxcvbnm wxcv aqwzsx aqwxsz azeqsd azsxdc 1a2z3e4r a1z2e3r4 123azerty qwerty qwertyui qwertyuiop poiuytrewq
qwertz qwertzuiop qwer asdf asdfgh asdfghjkl zxcv zxcvbn zxcvbnm 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4 1qaz2wsx
1qazxsw2 zaq12wsx zaq1zaq1 qazwsx qazwsxedc 123qwe qwe123 qweasd qweasdzxc abc abcd abcde abcdef abcdefg abcdefgh
abcdefghi a1b2c3 a1b2c3d4 aaa aqwzsxedc iloveyou iloveu loveyou love lovely loveme jetaime jeteaime jtm jtaime
tequiero teamo ichliebedich amour monamour mamour amoureux amoureuse cheri cherie moncheri macherie chouchou
chouchoute doudou loulou nounou nounours bisous bisou bisounours calin calins coeur moncoeur bebe monbebe
princesse princess prince princesa reine roi ange angel angels monange etoile star stars lune soleil sunshine
fleur fleurs rose flower papillon liberte freedom paradis bonheur happy smile sourire chance lucky magic magie
dragon dragons tigre tiger lion chat chaton minou minette chien chiot cheval poney dauphin panda pirate ninja
monkey shadow hunter ranger buster tigger ginger pepper cookie cookies maggie charlie killer bandit
chocolat chocolate fromage banane banana orange pomme apple cerise fraise vanille caramel nutella cacahuete
pizza burger cocacola pepsi biere vodka whisky champagne bordeaux vacances summer winter spring autumn ete hiver
printemps automne noel christmas janvier fevrier mars avril mai juin juillet aout septembre octobre novembre
decembre lundi mardi mercredi jeudi vendredi samedi dimanche football foot soccer rugby tennis basket basketball
baseball hockey golf handball velo moto voiture ferrari porsche mercedes renault peugeot bmw audi yamaha
psg om ol asse losc fcnantes girondins allezlom allezparis paris marseille lyon toulouse nice nantes strasbourg
montpellier lille rennes reims toulon grenoble dijon angers brest metz nancy rouen tours caen limoges
france francais francaise bretagne normandie alsace corse provence europe liverpool chelsea arsenal barcelona
barca realmadrid juventus milan manchester london newyork zidane mbappe messi ronaldo neymar benzema griezmann
jesus jesuschrist dieu allah bismillah jehovah christ marie maman papa mamie papy mami papi famille enfant
enfants family frere soeur fille garcon nicolas camille julien thomas alexandre antoine maxime romain
sebastien guillaume olivier christophe stephane frederic laurent pierre philippe francois michel patrick
jeanpierre jeanmarc jeanluc jean jacques alain bernard didier eric david daniel michael jennifer jessica ashley
michelle nicole matthew robert andrew jordan joshua anthony william isabelle nathalie sandrine celine sophie
julie aurelie caroline emilie laura manon chloe lea emma lucas hugo louis enzo mathis noah jade louise alice
ines sarah lena lina mohamed mehdi yanis nathan theo leo arthur jules gabriel raphael adam clement quentin
marine pauline justine melanie audrey virginie stephanie valerie christine catherine sylvie veronique martine
vincent jerome cedric fabrice thierry pascal dominique sylvain benjamin kevin florian alexis dylan
ordinateur computer internet windows microsoft google facebook instagram twitter snapchat tiktok linkedin
youtube samsung iphone android wanadoo free sfr bouygues laposte hotmail gmail yahoo outlook
pompier policier police gendarme soldat militaire docteur infirmiere
whatever trustno1 blink182 jordan23 michael1 qwerty1 password1 iloveyou1 superstar rockstar rock metal music
musique guitare piano danse dance cinema voyage travel nature ocean mer plage montagne foret jardin maison
home house work travail boulot bureau ecole college lycee universite etudiant
mickey minnie disney barbie hellokitty simba nemo titi toto tata tutu titou lolo lili lulu nono nana zaza
momo mimi fifi juju jojo bibi caca pipi prout
123123123 12341234 12344321 1234512345 123454321 123456123 11223344 12121212 13131313 00112233 01020304 10203040
13579246 24682468 31415926 147258369 147852369 159357456 159753456 741852963 789456123 963852741 987654321
9876543210 87654321 12345678 123456789 1234567890 0123456789 01234567 23456789 98765432 11112222 12312312
69696969 88888888 1234abcd abcd1234 abc12345 1234qwer qwer1234 asdf1234 zxcv1234 azer1234 1234azer
`;

/** The normalised form a password is compared in (see the file's comment). */
export function normalisePassword(password: string): string {
  return password
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.'’]/gu, '');
}

/** The list, normalised (each entry already is: a unit test checks it). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

const TRAILING_DIGITS = /\p{N}+$/u;
const TRAILING_SYMBOLS = /[^\p{L}\p{N}]+$/u;

/** Whether a password is one of the most common ones, or one of them with only digits or only symbols added. */
export function isCommonPassword(password: string): boolean {
  const normal = normalisePassword(password);
  if (!normal) return false;
  if ([...normal].every((char, _i, chars) => char === chars[0])) return true;
  return [normal, normal.replace(TRAILING_DIGITS, ''), normal.replace(TRAILING_SYMBOLS, '')].some(
    (candidate) => candidate.length > 0 && COMMON_PASSWORDS.has(candidate),
  );
}
