import type { Db } from '../db/db';
import { insertOrganisation } from '../accounts/account-records';
import { insertVehicles } from '../fleet/vehicle-store';
import { createTestAccount } from '../test-support/test-accounts';

let nextWpId = 700_000 + Math.floor(Math.random() * 1000) * 100;

/** A vehicle without a device, in the given organisation. */
export const insertBareVehicle = async (db: Db, organisationId: string, name: string): Promise<number> => {
  const [id] = await insertVehicles(db, [
    {
      organisationId,
      wpId: nextWpId++,
      name,
      image: null,
      model: 'G 6',
      type: 'Lok',
      engine: 'diesel',
      fabricNr: name,
    },
  ]);
  if (id === undefined) throw new Error('No vehicle inserted.');
  return id;
};

/** An organisation none of the demo accounts belongs to, with an administrator, a user and a vehicle. */
export const createOtherOrganisation = async (db: Db) => {
  const organisationId = await insertOrganisation(db, { name: 'Fremdbahn Betrieb KG' });
  const admin = await createTestAccount(db, { role: 'administrator', organisations: [organisationId] });
  const user = await createTestAccount(db, { organisations: [organisationId] });
  const vehicleId = await insertBareVehicle(db, organisationId, 'Fremdlok');
  return { organisationId, admin, user, vehicleId };
};
