// The research module's public face (ADR 012): other modules import only from here.
export { default as researchRoutes } from './routes.ts';
export { canDownloadReport } from './can-download-report.ts';
