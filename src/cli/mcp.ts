import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { describeError } from '@/lib/result';
import { getOperation, operations, type AnyOperation } from '@/ops';
import { bytesAsText, runOperation } from '@/ops/pipeline';
import { optionsJsonSchema } from '@/ops/schema';

/**
 * An operation's MCP tool name: its id with `/` written as `_`. MCP tool names may use only letters,
 * digits, `_`, `-` and `.` (SEP-986), and several clients accept only `[A-Za-z0-9_-]`.
 */
export const mcpToolName = (id: string) => id.replaceAll('/', '_');

const byToolName = new Map(operations.map((op) => [mcpToolName(op.id), op]));

export function mcpTool(op: AnyOperation): Tool {
  const schema = optionsJsonSchema(op);
  const properties: Record<string, object> = { ...schema.properties };
  const required: string[] = [];
  if (op.input !== 'none') {
    properties.input = {
      type: 'string',
      description: op.input === 'bytes' ? 'The input bytes, Base64-encoded' : 'The input text',
    };
    required.push('input');
  }
  const output = op.output === 'bytes' ? ' Returns the output bytes Base64-encoded.' : '';
  return {
    name: mcpToolName(op.id),
    title: op.title,
    description: `${op.description}${output} (Devbench operation ${op.id})`,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  };
}

/** Runs a tools/call: `input` plus the operation's options. */
export async function callTool(name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  const op = byToolName.get(name) ?? getOperation(name);
  const error = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });
  if (!op) return error(`There is no Devbench tool "${name}"`);
  const { input, ...options } = args;
  if (op.input !== 'none' && typeof input !== 'string') return error('The argument "input" (a string) is required');
  const data = op.input === 'none' ? null : op.input === 'bytes' ? new Uint8Array(Buffer.from(input as string, 'base64')) : (input as string);
  const result = await runOperation(op, data, options);
  if (!result.ok) return error(describeError(result.error));
  const value = result.value;
  if (typeof value === 'string') return { content: [{ type: 'text', text: value }] };
  // Bytes: Base64 for an operation whose output is bytes; a text operation never gets here.
  return { content: [{ type: 'text', text: op.output === 'bytes' ? Buffer.from(value).toString('base64') : (bytesAsText(value) ?? '') }] };
}

export function createMcpServer(version: string): Server {
  const server = new Server({ name: 'devbench', title: 'Devbench', version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: operations.map(mcpTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => callTool(request.params.name, request.params.arguments));
  return server;
}

/** Serves every operation over stdio until the client closes the connection. */
export async function serveMcp(version = '0.1.0'): Promise<void> {
  const server = createMcpServer(version);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  await closed;
}
