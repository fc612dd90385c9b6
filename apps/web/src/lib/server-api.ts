/**
 * How the API is reached while a page renders on the server (docs/decisions/026-server-rendered-pages.md).
 * The server hands the renderer an async-context store (Node's AsyncLocalStorage) whose value,
 * for the request being rendered, answers a GET of `/api/...` in process with that request's
 * cookie. Queries keep their own `queryFn`s: `api.get` asks this store instead of `fetch` in the
 * server bundle (`import.meta.env.SSR`), and the browser bundle never contains this path.
 */
export interface ServerApiAnswer {
  status: number;
  body: unknown;
}

export type ServerApiGet = (url: string) => Promise<ServerApiAnswer>;

/** The part of AsyncLocalStorage this needs, so the web app does not depend on Node's types. */
export interface ServerApiStore {
  getStore(): ServerApiGet | undefined;
}

let store: ServerApiStore | null = null;

export function installServerApiStore(next: ServerApiStore): void {
  store = next;
}

/** The API of the page being rendered on the server, if this code runs inside one. */
export function currentServerApi(): ServerApiGet | undefined {
  return store?.getStore();
}
