// The chat module's public face (ADR 012): the consultant chat, review requests and the
// consultant's workspace (issue #15).
export { default as chatRoutes, type ChatRuntime } from './routes.ts';
export { assignConsultantAtSignUp } from './assign-consultant.ts';
export { postHandoff } from './post-handoff.ts';
export {
  notifyChatAccessChanged,
  notifyChatSessionEnded,
  notifyClientMovedAway,
} from './chat-store.ts';
export type { ChatContext } from './chat-context.ts';
