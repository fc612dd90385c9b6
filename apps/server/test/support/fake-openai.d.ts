export type FakeScenario = 'smart' | 'unauthorized' | 'rate-limited' | 'server-error' | 'slow' | 'malformed' | 'cut' | 'garbage' | 'no-usage';
export interface FakeMessage {
    role: string;
    content?: string | null;
    tool_calls?: {
        id: string;
        function: {
            name: string;
            arguments: string;
        };
    }[];
    tool_call_id?: string;
}
export interface FakeRequest {
    model: string;
    messages: FakeMessage[];
    stream?: boolean;
    tools?: {
        function: {
            name: string;
        };
    }[];
    max_tokens?: number;
    temperature?: number;
    authorization: string | undefined;
}
export interface FakeOpenAi {
    /** The base URL to configure: http://127.0.0.1:<port>/v1 */
    url: string;
    apiKey: string;
    requests: FakeRequest[];
    /** Scenario for every following request (default 'smart'). */
    use(scenario: FakeScenario): void;
    /** Milliseconds between streamed chunks (default 5). */
    chunkDelayMs: number;
    /** How long 'slow' waits before answering (default 10 s). */
    slowMs: number;
    /** Responses the client closed before they ended (an aborted upstream request). */
    aborted: number;
    close(): Promise<void>;
}
export declare function startFakeOpenAi(options?: {
    apiKey?: string;
    port?: number;
}): Promise<FakeOpenAi>;
