export { expectNoSeriousA11yViolations, type A11yOptions } from './a11y.ts';
export { startAppServer, freePort, repoRoot, type AppServer } from './app-server.ts';
export {
  baseURL,
  closeBrowser,
  closePage,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  pageProblems,
  trackedPages,
  type Viewport,
} from './browser.ts';
export { auditPage, screenshot, SCREENSHOT_DIR } from './screenshot.ts';
export { toast } from './toast.ts';
