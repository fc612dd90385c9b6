import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
} from 'openai/resources/chat/completions';
import { THEO_SETTINGS } from '@algoone/domain';
import type { ProviderConfig } from './provider-config.ts';
import { isPrivateAddressRefusal, type ProviderFetch } from './provider-connection.ts';
import { THEO_TOOLS } from './theo-tools.ts';

export interface AiAnswerInput {
  provider: ProviderConfig;
  messages: ChatCompletionMessageParam[];
  maxReplyTokens: number;
  maxToolSteps: number;
  signal: AbortSignal;
  runTool(name: string, rawArguments: string): Promise<string>;
  /** Text as it arrives: the only thing that reaches the browser. */
  onDelta(text: string): void;
}

export interface AiAnswer {
  /** 'failed' with text means the stream was cut midway: the text is what arrived. */
  status: 'complete' | 'failed';
  text: string;
  promptTokens: number;
  completionTokens: number;
  /** For the log: a status code or an error class, never a message that could echo a key. */
  failure?: string;
}

export function providerClient(
  provider: ProviderConfig,
  timeoutMs: number,
  fetch: ProviderFetch,
): OpenAI {
  // No retries: a 429 or a 500 must become the Básico answer now, not after back-offs. The
  // fetch checks each connection's address and never follows a redirect (provider-connection.ts).
  return new OpenAI({
    apiKey: provider.apiKey,
    baseURL: provider.baseUrl,
    maxRetries: 0,
    timeout: timeoutMs,
    fetch,
  });
}

/** A short, key-free name for what went wrong. */
export function failureName(error: unknown): string {
  if (isPrivateAddressRefusal(error)) return 'private_address';
  if (error instanceof OpenAI.APIError && error.status) return `http_${error.status}`;
  if (error instanceof Error) return error.name;
  return 'unknown';
}

/** Rough count for providers that send no usage: about four characters a token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * Streams one answer from an OpenAI-compatible provider, running the model's tool calls (at
 * most `maxToolSteps` rounds; the last round offers no tools, so it must answer in text).
 */
export async function streamAiAnswer(input: AiAnswerInput, client: OpenAI): Promise<AiAnswer> {
  const conversation = [...input.messages];
  let text = '';
  let promptTokens = 0;
  let completionTokens = 0;
  let reportedUsage = false;
  try {
    for (let step = 0; ; step += 1) {
      const offerTools = step < input.maxToolSteps;
      const stream = await client.chat.completions.create(
        {
          model: input.provider.model,
          messages: conversation,
          max_tokens: input.maxReplyTokens,
          temperature: THEO_SETTINGS.temperature,
          stream: true,
          stream_options: { include_usage: true },
          ...(offerTools ? { tools: THEO_TOOLS } : {}),
        },
        { signal: input.signal },
      );
      const calls = new Map<number, PendingCall>();
      let roundText = '';
      for await (const chunk of stream) {
        if (chunk.usage) {
          reportedUsage = true;
          promptTokens += chunk.usage.prompt_tokens ?? 0;
          completionTokens += chunk.usage.completion_tokens ?? 0;
        }
        const delta = chunk.choices?.[0]?.delta;
        if (!delta) continue;
        if (typeof delta.content === 'string' && delta.content) {
          roundText += delta.content;
          text += delta.content;
          input.onDelta(delta.content);
        }
        for (const call of delta.tool_calls ?? []) {
          const pending = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
          if (call.id) pending.id = call.id;
          if (call.function?.name) pending.name += call.function.name;
          if (call.function?.arguments) pending.arguments += call.function.arguments;
          calls.set(call.index, pending);
        }
      }
      if (!reportedUsage) {
        promptTokens += estimateTokens(JSON.stringify(conversation));
        completionTokens += estimateTokens(roundText);
      }
      // The SDK ends the iteration quietly when the signal aborts (timeout or browser gone).
      if (input.signal.aborted) {
        return { status: 'failed', text, promptTokens, completionTokens, failure: 'aborted' };
      }
      const toolCalls = [...calls.values()].filter((call) => call.name);
      if (offerTools && toolCalls.length > 0) {
        conversation.push({
          role: 'assistant',
          content: roundText || null,
          tool_calls: toolCalls.map((call, index): ChatCompletionMessageToolCall => ({
            id: call.id || `call_${step}_${index}`,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          })),
        });
        for (const [index, call] of toolCalls.entries()) {
          conversation.push({
            role: 'tool',
            tool_call_id: call.id || `call_${step}_${index}`,
            content: await input.runTool(call.name, call.arguments),
          });
        }
        continue;
      }
      if (!text.trim()) {
        return { status: 'failed', text, promptTokens, completionTokens, failure: 'empty_reply' };
      }
      return { status: 'complete', text, promptTokens, completionTokens };
    }
  } catch (error) {
    return { status: 'failed', text, promptTokens, completionTokens, failure: failureName(error) };
  }
}
