export type AccountType = 'owner' | 'guest';

/** User as the API returns it (contract "Shapes"). */
export interface User {
  id: string;
  username: string;
  email: string;
  shortName: string;
  accountType: AccountType;
  emailValidated: boolean;
}

export interface LoginRequest {
  /** The user's e-mail address. */
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  inviteCode: string;
  agreeToTerms: boolean;
  /** A workspace invitation's token (issue 47): stands in for the invite code; the address must be the invited one. */
  invitationToken?: string;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface MeResponse {
  user: User;
}

export interface MessageResponse {
  message: string;
}

export interface EmailValidateResponse {
  message: string;
  token?: string;
  user?: User;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  password: string;
  confirmPassword: string;
}

export interface UpdateProfileRequest {
  username: string;
}

export interface UpdateProfileResponse extends AuthResponse {
  message: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
