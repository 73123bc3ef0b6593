import { spawn } from 'node:child_process';

/** Runs a command in the project, its output shown as it comes and kept for the summary. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    const chunks: string[] = [];
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      chunks.push(chunk.toString());
      to.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: chunks.join('') }),
    );
  });
}

/**
 * The part of a failed run's output that explains it when no test failed: Vitest's
 * "Unhandled Errors" block (an error after a test ended), or else its last lines.
 */
export function outputExplanation(output: string): string {
  const unhandled = output.search(/Unhandled (Errors?|Rejection)/);
  const from = unhandled >= 0 ? output.slice(unhandled) : output.split('\n').slice(-30).join('\n');
  return from;
}
