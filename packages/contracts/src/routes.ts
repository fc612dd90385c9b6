/** API paths shared by server and web so neither spells a URL by hand. */
export const API_ROUTES = {
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
} as const;
