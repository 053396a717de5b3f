/** Account texts of spec 1 sections 5 and 8 and spec 2 section 5. */
export const userTexts = {
  nameEmpty: 'Name cannot be empty.',
  passwordFieldsRequired: 'All password fields are required.',
  newPasswordsMismatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordChanged: 'Password changed successfully.',
  profileUpdated: 'Profile updated successfully.',
  updateProfileFailed: 'Failed to update profile',
  updateNameFailed: 'Failed to update name.',
  changePasswordFailed: 'Failed to change password.',
  changePasswordFailedShort: 'Failed to change password',
  userNotFound: 'User not found.',
} as const;
