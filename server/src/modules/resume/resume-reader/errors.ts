/** Why a file could not be read; the route answers every one with RESUME_FILES_MSG.parse.failed. */
export class ResumeReadError extends Error {
  constructor(readonly reason: 'no_text' | 'unreadable' | 'timeout') {
    super(`resume not readable: ${reason}`);
    this.name = 'ResumeReadError';
  }
}

/** Work on one file is bounded: a hostile or huge file must not hold the server. */
export const READ_LIMITS = { pages: 20, ms: 15_000, chars: 60_000 } as const;

/** Rejects with ResumeReadError('timeout') when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ResumeReadError('timeout')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
