import type { UserDto } from '@mt/shared';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The one place a user row becomes the API's user object (both spellings of the role, as spec 1 reads both). */
export function toUserDto(user: UserRow, companyName: string | null = null): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    user_type: user.userType,
    userType: user.userType,
    companyName,
    profile_image: user.profileImage,
    created_at: user.createdAt.toISOString(),
    email_verified: user.emailVerifiedAt !== null,
    returning: user.previousSignInAt !== null,
    display_currency: user.displayCurrency,
  };
}
