import type { FastifyRequest } from 'fastify';
import type { Permission, Role } from '@algoone/contracts';
import { unauthenticated } from './app-error.ts';

/** Who is calling. Use cases receive it and check access to the object they touch. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  sessionId: string;
}

/** Every /api route declares who may call it: 'public' or a permission of the catalogue. */
export type RouteAccess = 'public' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
