import type { RegistrationSettings } from '../../../lib/rules/registration';
import type { DbOrTx } from '../../db/client';
import { isOn, readParameters } from '../parameters';

/** The registration parameters of a site (spec §3); unset means off. */
export async function registrationSettings(db: DbOrTx, siteId: number): Promise<RegistrationSettings> {
  const p = await readParameters(db, siteId, [
    'BLOCK_MINORS_FROM_REGISTERING',
    'ASK_BIRTHDATE_AT_REGISTER',
    'ALLOW_ONLY_MOBILE_PHONE',
  ]);
  return {
    blockMinors: isOn(p.BLOCK_MINORS_FROM_REGISTERING),
    askBirthdate: isOn(p.ASK_BIRTHDATE_AT_REGISTER),
    onlyMobilePhone: isOn(p.ALLOW_ONLY_MOBILE_PHONE),
  };
}

export async function newsletterEnabled(db: DbOrTx, siteId: number): Promise<boolean> {
  const p = await readParameters(db, siteId, ['ENABLE_NEWSLETTER']);
  return isOn(p.ENABLE_NEWSLETTER);
}
