import {
  PROFILE_IMAGE_MAX_BYTES,
  type ContentUser,
  type ContentUserUpdate,
  type FilePart,
  type Language,
  type UserData,
  type VehicleListItem,
} from '../../src/api/contract';
import type { AccountsService } from '../accounts/accounts.service';
import { avatarImageUrl } from '../accounts/avatar';
import { checkUploadedImage } from '../accounts/avatar-image';
import { forbidden } from '../http/api-error';
import type { Caller } from '../http/route';

/** What the content service's account calls answer from: the accounts and the fleet themselves. */
export interface ContentAccountsDeps {
  readonly accounts: AccountsService;
  readonly fleet: {
    getUserVehicles(caller: Caller): Promise<{ items: VehicleListItem[] }>;
  };
}

const PROFILE_IMAGE_LIMIT = { maxBytes: PROFILE_IMAGE_MAX_BYTES, field: 'image', sizeText: '5 MiB' };

/**
 * The content service's account calls (spec 001 §7). Each one is a call of the accounts or fleet
 * service, so what one family of calls stores, the other reads, with the same checks (current
 * passkey, throttle, session revocation, image sniffing, demo refusal).
 */
export const createContentAccountsService = ({ accounts, fleet }: ContentAccountsDeps) => ({
  updateContentUser: async (caller: Caller, body: ContentUserUpdate): Promise<ContentUser> => {
    const { email } = await accounts.changeCredentials(
      caller,
      { currentPasskey: body.currentPassword, newPasskey: body.password, email: body.email },
      { currentPasskey: 'currentPassword', newPasskey: 'password' },
    );
    return { userId: caller.accountId, email };
  },

  getUserData: async (caller: Caller): Promise<UserData> => {
    const [person, { settings }] = await Promise.all([
      accounts.getPersonAccount(caller),
      accounts.getAccountSettings(caller),
    ]);
    const signature = person.avatarImageUrlSignature;
    return {
      userId: person.accountId,
      imageurl: signature === null ? null : avatarImageUrl(person.accountId, signature),
      firstName: person.firstName,
      lastName: person.lastName,
      locale: settings.language ?? null,
    };
  },

  uploadProfileImage: async (caller: Caller, image: FilePart): Promise<{ imageurl: string }> => {
    const { url } = await accounts.storeAvatarImage(caller, () =>
      checkUploadedImage(image.bytes, image.contentType, PROFILE_IMAGE_LIMIT),
    );
    return { imageurl: url };
  },

  deleteProfileImage: (caller: Caller): Promise<void> => accounts.deleteAvatarImage(caller),

  /**
   * The demo account is shared by many people: its language stays as it is here (the profile's
   * language save is disabled for it, spec 001 §5).
   */
  saveUserLocale: async (caller: Caller, locale: Language): Promise<{ locale: Language }> => {
    if ((await accounts.getPersonAccount(caller)).isDemoUser) {
      throw forbidden('The demo account cannot change its language.');
    }
    const { settings } = await accounts.updateAccountSettings(caller, { language: locale });
    return { locale: settings.language ?? locale };
  },

  getLocomotives: (caller: Caller) => fleet.getUserVehicles(caller),
});

export type ContentAccountsService = ReturnType<typeof createContentAccountsService>;
