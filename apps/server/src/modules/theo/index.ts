// The Theo module's public face (ADR 012, docs/decisions/017-theo.md).
export { default as theoRoutes, type TheoRoutesOptions } from './routes.ts';
