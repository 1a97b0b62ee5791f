import { describeError, type ToolError } from '@/lib/result';

/** The inline error of a tool (role="alert"): what is wrong and where; the input is never touched. */
export function ErrorPanel({ error }: { error: ToolError | null }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      style={{
        marginTop: 8,
        padding: '8px 12px',
        borderRadius: 4,
        border: '1px solid var(--mantine-color-red-filled)',
        background: 'var(--mantine-color-red-light)',
        color: 'var(--mantine-color-red-light-color)',
        fontSize: 14,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {describeError(error)}
    </div>
  );
}
