/** Countries offered by the sample sites (GET /countries): ISO 3166 codes, names in French. */
export interface SeedCountry {
  alphaTwo: string;
  alphaThree: string;
  numCode: number;
  name: string;
}

const rows: [string, string, number, string][] = [
  ['FR', 'FRA', 250, 'France'],
  ['DE', 'DEU', 276, 'Allemagne'],
  ['AD', 'AND', 20, 'Andorre'],
  ['AT', 'AUT', 40, 'Autriche'],
  ['BE', 'BEL', 56, 'Belgique'],
  ['BG', 'BGR', 100, 'Bulgarie'],
  ['CY', 'CYP', 196, 'Chypre'],
  ['HR', 'HRV', 191, 'Croatie'],
  ['DK', 'DNK', 208, 'Danemark'],
  ['ES', 'ESP', 724, 'Espagne'],
  ['EE', 'EST', 233, 'Estonie'],
  ['FI', 'FIN', 246, 'Finlande'],
  ['GR', 'GRC', 300, 'Grèce'],
  ['HU', 'HUN', 348, 'Hongrie'],
  ['IE', 'IRL', 372, 'Irlande'],
  ['IS', 'ISL', 352, 'Islande'],
  ['IT', 'ITA', 380, 'Italie'],
  ['LV', 'LVA', 428, 'Lettonie'],
  ['LI', 'LIE', 438, 'Liechtenstein'],
  ['LT', 'LTU', 440, 'Lituanie'],
  ['LU', 'LUX', 442, 'Luxembourg'],
  ['MT', 'MLT', 470, 'Malte'],
  ['MC', 'MCO', 492, 'Monaco'],
  ['NO', 'NOR', 578, 'Norvège'],
  ['NL', 'NLD', 528, 'Pays-Bas'],
  ['PL', 'POL', 616, 'Pologne'],
  ['PT', 'PRT', 620, 'Portugal'],
  ['CZ', 'CZE', 203, 'Tchéquie'],
  ['RO', 'ROU', 642, 'Roumanie'],
  ['GB', 'GBR', 826, 'Royaume-Uni'],
  ['SM', 'SMR', 674, 'Saint-Marin'],
  ['SK', 'SVK', 703, 'Slovaquie'],
  ['SI', 'SVN', 705, 'Slovénie'],
  ['SE', 'SWE', 752, 'Suède'],
  ['CH', 'CHE', 756, 'Suisse'],
  ['VA', 'VAT', 336, 'Vatican'],
  ['AL', 'ALB', 8, 'Albanie'],
  ['BA', 'BIH', 70, 'Bosnie-Herzégovine'],
  ['ME', 'MNE', 499, 'Monténégro'],
  ['MK', 'MKD', 807, 'Macédoine du Nord'],
  ['RS', 'SRB', 688, 'Serbie'],
  ['MD', 'MDA', 498, 'Moldavie'],
  ['UA', 'UKR', 804, 'Ukraine'],
];

export const seedCountries: SeedCountry[] = rows.map(([alphaTwo, alphaThree, numCode, name]) => ({ alphaTwo, alphaThree, numCode, name }));

/** Countries the export carrier serves: the European Union without France, plus Switzerland, the UK and Norway. */
export const EXPORT_COUNTRIES = [
  'DEU', 'AUT', 'BEL', 'BGR', 'CYP', 'HRV', 'DNK', 'ESP', 'EST', 'FIN', 'GRC', 'HUN', 'IRL', 'ITA', 'LVA', 'LTU', 'LUX',
  'MLT', 'NLD', 'POL', 'PRT', 'CZE', 'ROU', 'SVK', 'SVN', 'SWE', 'CHE', 'GBR', 'NOR',
];
