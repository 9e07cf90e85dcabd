import { parentPort, Worker } from 'node:worker_threads';

/**
 * CPU work sent to a worker thread (decisions 076 and 079): each task is a message answered by its
 * id, so many may be in flight at once and each caller hears only its own answer.
 */
export type Task<In, Out> = (input: In) => Promise<Out>;

type Waiting<Out> = { resolve(output: Out): void; reject(err: Error): void };
/** An error as it crosses: its message and its own plain fields (an SMTP error's `responseCode`). */
type ThreadError = { message: string; fields: Record<string, string | number | boolean> };
type Answer<Out> = { id: number; output?: Out; error?: ThreadError };

function toThreadError(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: err.message, fields };
}

/**
 * Tasks run by one worker running `workerFile` (which calls `serveTasks`), started on first use; a
 * worker that fails fails the tasks it held and is replaced on the next one.
 */
export function taskThread<In, Out>(workerFile: string): Task<In, Out> {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting<Out>>();

  function start(): Worker {
    const started = new Worker(workerFile);
    // An idle worker never keeps the process alive; one with tasks to run does.
    started.unref();
    started.on('message', ({ id, output, error }: Answer<Out>) => {
      const w = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) started.unref();
      if (!w) return;
      if (error === undefined) w.resolve(output as Out);
      else w.reject(Object.assign(new Error(error.message), error.fields));
    });
    const fail = (err: Error) => {
      if (worker !== started) return;
      worker = undefined;
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the worker thread stopped (exit code ${code})`)));
    return started;
  }

  return (input) => {
    worker ??= start();
    const running = worker;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      try {
        running.postMessage({ id, input });
      } catch (err) {
        // Not sent (a value that cannot be copied to the thread): nothing to wait for.
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      waiting.set(id, { resolve, reject });
      running.ref();
    });
  };
}

/** The worker's side: runs each task it is sent and answers it by its id, an error with its message and fields. */
export function serveTasks<In, Out>(run: Task<In, Out>): void {
  parentPort?.on('message', ({ id, input }: { id: number; input: In }) => {
    run(input).then(
      (output) => parentPort?.postMessage({ id, output }),
      (err: unknown) => parentPort?.postMessage({ id, error: toThreadError(err) }),
    );
  });
}
