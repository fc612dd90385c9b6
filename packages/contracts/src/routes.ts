/** API paths shared by server and web so neither spells a URL by hand. */
export const API_ROUTES = {
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  // Accounts. The /api/auth/* paths are served by better-auth behind our gateway, which
  // validates bodies with these contracts and answers errors in the API's one shape.
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  forgotPassword: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  listSessions: '/api/auth/list-sessions',
  revokeSession: '/api/auth/revoke-session',
  twoFactorEnable: '/api/auth/two-factor/enable',
  twoFactorDisable: '/api/auth/two-factor/disable',
  twoFactorVerifyTotp: '/api/auth/two-factor/verify-totp',
  twoFactorVerifyBackupCode: '/api/auth/two-factor/verify-backup-code',
  me: '/api/me',
  sessions: '/api/me/sessions',
  invites: '/api/admin/invites',
  devOutbox: '/api/dev/outbox',
} as const;
