/**
 * An OpenAI-compatible chat model (AI_PROVIDER=openai: any service speaking chat completions, through the
 * `openai` package 6.x, which runs on Node 20). It streams the answer's text and runs the tool calls the model
 * asks for (at most MAX_TOOL_ROUNDS rounds), feeding their results back. The caller decides what the tools may
 * do and removes personal numbers from what is sent.
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

export interface ChatModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ChatTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>): Promise<unknown>;
}

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

export interface ChatModel {
  /** Streams the answer to `turns` through `onText`; answers the whole text. */
  answer(turns: ChatTurn[], tools: ChatTool[], onText: (text: string) => void, signal?: AbortSignal): Promise<string>;
}

const MAX_TOOL_ROUNDS = 3;
const TIMEOUT_MS = 30_000;

export function openAiChatModel(config: ChatModelConfig): ChatModel {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: TIMEOUT_MS, maxRetries: 0 });
  return {
    async answer(turns, tools, onText, signal) {
      const messages: ChatCompletionMessageParam[] = turns.map((turn) => ({ role: turn.role, content: turn.content }));
      const specs: ChatCompletionTool[] = tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      }));
      let whole = '';
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            messages,
            stream: true,
            ...(specs.length && round < MAX_TOOL_ROUNDS ? { tools: specs } : {}),
          },
          { signal },
        );
        let text = '';
        const calls = new Map<number, { id: string; name: string; args: string }>();
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            text += delta.content;
            onText(delta.content);
          }
          for (const call of delta?.tool_calls ?? []) {
            const entry = calls.get(call.index) ?? { id: '', name: '', args: '' };
            if (call.id) entry.id = call.id;
            if (call.function?.name) entry.name += call.function.name;
            if (call.function?.arguments) entry.args += call.function.arguments;
            calls.set(call.index, entry);
          }
        }
        whole += text;
        if (!calls.size) return whole;
        messages.push({
          role: 'assistant',
          content: text || null,
          tool_calls: [...calls.values()].map((call) => ({
            id: call.id,
            type: 'function' as const,
            function: { name: call.name, arguments: call.args || '{}' },
          })),
        });
        for (const call of calls.values()) {
          const tool = tools.find((candidate) => candidate.name === call.name);
          let result: unknown;
          try {
            result = tool
              ? await tool.run(JSON.parse(call.args || '{}') as Record<string, unknown>)
              : { error: 'unknown tool' };
          } catch {
            result = { error: 'the tool failed' };
          }
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
      return whole;
    },
  };
}
