/** A translator of one messages namespace (next-intl's useTranslations/getTranslations, or createTranslator in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
